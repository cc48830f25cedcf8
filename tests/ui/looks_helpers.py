"""Small KMahjongg tile sets made on the fly for the looks tests."""

from mahjong.ui.kmahjongg import ELEMENTS

FACE_W, FACE_H = 30, 40


def colour_of(index: int) -> tuple[int, int, int]:
    """A distinct, saturated colour for the index-th face element."""
    return (40 + (index * 37) % 200, 40 + (index * 91) % 200, 40 + (index * 53) % 200)


def tileset_svg(missing=()) -> str:
    """A sheet with every face element (bar ``missing``): each a group moved onto a grid,
    holding a ``<use>`` of an invisible frame rectangle and a coloured square filling
    the middle of the face, as KMahjongg's own sheets are built."""
    parts = []
    for i, element in enumerate(sorted(set(ELEMENTS.values()))):
        if element in missing:
            continue
        x, y = (i % 8) * (FACE_W + 10), (i // 8) * (FACE_H + 10)
        r, g, b = colour_of(i)
        parts.append(
            f'<g id="{element}" transform="translate({x},{y})">'
            f'<rect x="6" y="8" width="{FACE_W - 12}" height="{FACE_H - 16}" fill="rgb({r},{g},{b})"/>'
            f'<use xlink:href="#facesize"/></g>')
    width, height = 8 * (FACE_W + 10), 7 * (FACE_H + 10)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'width="{width}" height="{height}"><defs><rect id="facesize" x="0" y="0" width="{FACE_W}" '
            f'height="{FACE_H}" fill="none"/></defs>{"".join(parts)}</svg>')


def element_colour(element: str) -> tuple[int, int, int]:
    return colour_of(sorted(set(ELEMENTS.values())).index(element))


def tileset_desktop(name="Tiny", file="tiny.svgz", extra="") -> str:
    return (f"[KMahjonggTileset]\nName={name}\nName[de]=Winzig\nVersionFormat=1\nFileName={file}\n"
            f"TileFaceWidth={FACE_W}\nTileFaceHeight={FACE_H}\nTileWidth=40\nTileHeight=50\n{extra}")
