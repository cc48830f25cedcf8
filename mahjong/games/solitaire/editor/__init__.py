"""The Solitaire layout editor: its pure model, files and estimate, and its pygame scene, painter, panel and dialogs."""
