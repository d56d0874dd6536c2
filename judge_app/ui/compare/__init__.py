"""Comparing versions of a rules document: the side-by-side compare view and one rule's history."""
