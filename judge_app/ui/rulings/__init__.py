"""Rulings in the app: the list and its filters, the editor, and rulings a rules update put in doubt."""
