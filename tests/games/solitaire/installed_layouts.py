"""Expected tiles and levels of the layouts KMahjongg and GNOME Mahjongg install, for
test_installed_layouts.py. Computed independently of mahjong.games.solitaire:

- KMahjongg (kmahjongg 4:22.12.3, /usr/share/kmahjongg/layouts): by an awk script applying
  KMahjongg's own rule (boardlayout.cpp, initialiseBoard: every ``1`` in the w x h x d grid
  is one tile; v1.0 files are 32 x 16 x 5) to the text of each file, counting ``1`` per
  level. Levels bottom first, trailing empty levels left out.
- GNOME Mahjongg (gnome-mahjongg 1:3.38.3, /usr/share/gnome-mahjongg/maps/mahjongg.map):
  each map's slot list in GNOME Mahjongg's own tests/test-map.vala (GNOME's git, 2025),
  counted per layer: 144 tiles each, the number GNOME's standard maps are made for. That
  test also has "Turtle" (the built-in map, moved into the file later) and "Taipei" (the
  later name of "Difficult"); newer files may carry them.
"""

# file stem -> (tiles, tiles per level bottom first)
KMAHJONGG = {
    "4_winds": (128, (74, 52, 1, 1)),
    "Vi": (144, (72, 42, 22, 6, 2)),
    "X_shaped": (134, (50, 40, 27, 12, 5)),
    "alien": (152, (60, 39, 27, 17, 9)),
    "altar": (144, (62, 30, 25, 17, 10)),
    "arena": (144, (58, 40, 28, 18)),
    "arrow": (144, (52, 36, 27, 19, 10)),
    "atlantis": (132, (58, 42, 23, 9)),
    "aztec": (142, (78, 40, 16, 6, 2)),
    "balance": (144, (52, 41, 29, 14, 8)),
    "bat": (144, (85, 39, 12, 4, 4)),
    "bug": (144, (69, 37, 25, 8, 5)),
    "castle": (156, (77, 50, 15, 14)),
    "castle2": (146, (78, 37, 22, 7, 2)),
    "cat": (144, (87, 40, 14, 3)),
    "chains": (120, (80, 24, 16)),
    "checkered": (144, (95, 49)),
    "chip": (144, (72, 52, 18, 2)),
    "clubs": (74, (64, 10)),
    "columns": (144, (75, 27, 15, 15, 12)),
    "crab": (144, (77, 50, 15, 2)),
    "cross": (222, (82, 68, 64, 8)),
    "default": (144, (87, 36, 16, 4, 1)),
    "dragon": (144, (62, 49, 19, 14)),
    "eagle": (144, (57, 41, 29, 13, 4)),
    "enterprise": (144, (42, 35, 31, 24, 12)),
    "explosion": (138, (81, 43, 10, 4)),
    "flowers": (144, (74, 40, 26, 4)),
    "future": (144, (75, 35, 23, 7, 4)),
    "galaxy": (140, (62, 41, 21, 12, 4)),
    "garden": (144, (93, 30, 15, 6)),
    "girl": (178, (71, 55, 33, 15, 4)),
    "glade": (144, (60, 46, 26, 8, 4)),
    "grid": (134, (96, 26, 6, 6)),
    "helios": (144, (57, 39, 20, 20, 8)),
    "hole": (208, (92, 56, 28, 20, 12)),
    "inner_circle": (144, (60, 43, 26, 10, 5)),
    "key": (130, (40, 39, 29, 16, 6)),
    "km": (144, (55, 37, 24, 18, 10)),
    "labyrinth": (110, (61, 24, 16, 7, 2)),
    "mask": (168, (98, 58, 11, 1)),
    "maya": (144, (76, 33, 18, 11, 6)),
    "maze": (194, (128, 66)),
    "mesh": (144, (76, 68)),
    "moth": (144, (72, 43, 18, 9, 2)),
    "order": (144, (80, 46, 17, 1)),
    "pattern": (144, (72, 38, 34)),
    "penta": (130, (72, 42, 10, 5, 1)),
    "pillars": (118, (76, 42)),
    "pirates": (144, (64, 44, 30, 6)),
    "pyramid": (204, (96, 60, 32, 12, 4)),
    "rocket": (144, (83, 39, 15, 6, 1)),
    "shield": (144, (56, 40, 28, 15, 5)),
    "spider": (144, (65, 53, 25, 1)),
    "squares": (144, (66, 48, 26, 4)),
    "squaring": (144, (68, 36, 36, 4)),
    "stadion": (128, (61, 55, 5, 4, 3)),
    "stairs": (144, (70, 39, 17, 13, 5)),
    "star": (122, (42, 34, 26, 13, 7)),
    "star_ship": (144, (57, 39, 25, 15, 8)),
    "stax": (164, (60, 45, 33, 21, 5)),
    "swirl": (122, (81, 17, 12, 8, 4)),
    "temple": (144, (88, 38, 16, 2)),
    "the_door": (144, (60, 33, 25, 19, 7)),
    "theatre": (154, (75, 56, 16, 4, 3)),
    "time_tunnel": (144, (44, 32, 28, 22, 18)),
    "tomb": (144, (56, 43, 22, 15, 8)),
    "totem": (114, (58, 30, 12, 8, 6)),
    "tower": (228, (96, 60, 24, 24, 24)),
    "triangle": (190, (64, 49, 36, 25, 16)),
    "up&down": (222, (84, 66, 36, 24, 12)),
    "well": (144, (64, 32, 16, 16, 16)),
}

# map title -> (tiles, tiles per level bottom first)
GNOME = {
    "Turtle": (144, (87, 36, 16, 4, 1)),
    "The Ziggurat": (144, (64, 20, 18, 18, 14, 10)),
    "Four Bridges": (144, (88, 36, 16, 4)),
    "Cloud": (144, (79, 36, 29)),
    "Tic-Tac-Toe": (144, (40, 36, 28, 20, 20)),
    "Red Dragon": (144, (82, 45, 17)),
    "Overpass": (144, (52, 20, 16, 32, 24)),
    "Pyramid's Walls": (144, (41, 34, 27, 20, 13, 6, 3)),
    "Confounding Cross": (144, (47, 42, 27, 18, 9, 1)),
    "Taipei": (144, (63, 46, 19, 10, 3, 2, 1)),
    "Difficult": (144, (63, 46, 19, 10, 3, 2, 1)),  # "Taipei" before it was renamed
}

# the maps of GNOME Mahjongg 3.38's mahjongg.map, in file order
GNOME_3_38_ORDER = ("The Ziggurat", "Four Bridges", "Cloud", "Tic-Tac-Toe", "Red Dragon", "Overpass",
                    "Pyramid's Walls", "Confounding Cross", "Difficult")
