"""The bundle's `judge-app-gui` executable: the window, without a console on Windows and macOS."""

import sys

from judge_app.launch import gui_main

if __name__ == "__main__":
    sys.exit(gui_main())
