"""The board editor: a game's table drawn from its engine layout, edited through an undo stack."""
