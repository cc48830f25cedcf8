"""The family's face: its pygame scene, painters, panels and dialogs (the rules stay pure, one folder up)."""
