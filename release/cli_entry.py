"""The bundle's `judge-app` executable: the command line, or the window when given no command."""

import sys

from judge_app.launch import main

if __name__ == "__main__":
    sys.exit(main())
