"""judge-app: rules reference and ruling assistant for Japanese trading card games."""

__version__ = "0.1.0"
