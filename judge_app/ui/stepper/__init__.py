"""The resolution stepper: a dock that runs the engine on the board one step at a time."""
