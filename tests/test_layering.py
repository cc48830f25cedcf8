"""The package's layers, read from the source: core/ is pure and depends on no other
layer, ui/ never reaches up into scenes/ or games/, and no two modules import each
other in a cycle (imports inside functions count; imports under TYPE_CHECKING do not).
"""

import ast
from pathlib import Path

import pytest

import mahjong

ROOT = Path(mahjong.__file__).parent
MAX_LINES = 500


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


class _Imports(ast.NodeVisitor):
    """Every import a module makes, anywhere in it, except under ``if TYPE_CHECKING``."""

    def __init__(self, name: str, is_package: bool) -> None:
        self.package = name if is_package else name.rpartition(".")[0]
        self.found: set[str] = set()

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        if getattr(test, "id", None) == "TYPE_CHECKING" or getattr(test, "attr", None) == "TYPE_CHECKING":
            for child in node.orelse:
                self.visit(child)
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found.update(alias.name for alias in node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.package.split(".")[: len(self.package.split(".")) - node.level + 1]
            module = ".".join(base + ([node.module] if node.module else []))
        else:
            module = node.module or ""
        for alias in node.names:
            full = f"{module}.{alias.name}"
            self.found.add(full if full in MODULES else module)


def imports_of(name: str) -> set[str]:
    path = MODULES[name]
    visitor = _Imports(name, path.name == "__init__.py")
    visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
    return visitor.found


GRAPH = {name: {m for m in imports_of(name) if m in MODULES and m != name} for name in MODULES}


def in_layer(name: str, layer: str) -> bool:
    return name == f"mahjong.{layer}" or name.startswith(f"mahjong.{layer}.")


@pytest.mark.parametrize("layer, forbidden", [
    ("core", ("ui", "scenes", "games", "app", "cli", "selftest", "benchmode")),
    ("ui", ("scenes", "games", "app", "cli", "selftest", "benchmode")),
])
def test_a_layer_never_imports_the_layers_above_it(layer, forbidden):
    wrong = sorted((name, dep) for name, deps in GRAPH.items() if in_layer(name, layer)
                   for dep in deps if any(in_layer(dep, f) for f in forbidden))
    assert wrong == []


def test_core_never_imports_pygame():
    wrong = sorted(name for name in MODULES if in_layer(name, "core")
                   if any(m == "pygame" or m.startswith("pygame.") for m in imports_of(name)))
    assert wrong == []


# The face modules of the layout editor, which keeps its pure model, files and estimate
# beside them in one folder (every other family's face is its face/ package).
EDITOR_FACE = {f"mahjong.games.solitaire.editor.{m}" for m in ("scene", "draw", "panel", "dialogs")}


def is_face(name: str) -> bool:
    return ".face." in name or name.endswith(".face") or name in EDITOR_FACE


def test_each_family_keeps_its_pure_part_apart_from_its_face():
    """A family's rules, deals, solvers and computer players (every module outside its
    face) never import pygame, ui/, scenes/ or a face module, so a test, a solver or the
    command line can drive them without a window."""
    wrong = []
    for name in sorted(MODULES):
        if not in_layer(name, "games") or name == "mahjong.games" or is_face(name):
            continue
        for dep in imports_of(name):
            if (dep == "pygame" or dep.startswith("pygame.") or in_layer(dep, "ui") or in_layer(dep, "scenes")
                    or (dep in MODULES and is_face(dep))):
                wrong.append((name, dep))
    assert wrong == []


def test_the_face_packages_hold_the_scenes():
    """The check above is only as good as the folders: every game scene class lives in a face."""
    scenes = [name for name in MODULES if name.endswith(".scene") and in_layer(name, "games")]
    assert scenes and all(is_face(name) for name in scenes)


def test_no_import_cycles():
    """Tarjan's strongly connected components: any with more than one module is a cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for dep in sorted(GRAPH[node]):
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for name in sorted(GRAPH):
        if name not in index:
            visit(name)
    assert cycles == []


def test_the_import_reader_sees_lazy_and_relative_imports():
    """The checks above are only as good as the reader: it must see an import inside a
    function (the app's lazy import of the menu) and a relative one."""
    assert "mahjong.scenes.menu" in GRAPH["mahjong.app"]
    relative = [name for name, path in MODULES.items() if "from ." in path.read_text(encoding="utf-8")]
    assert relative and all(GRAPH[name] for name in relative)


def test_no_module_is_over_500_lines_without_a_stated_reason():
    """A module longer than MAX_LINES holds more than one job, unless its docstring says
    why it must stay whole (a line starting "Longer than 500 lines because")."""
    long = []
    for name, path in MODULES.items():
        source = path.read_text(encoding="utf-8")
        reason = "Longer than 500 lines because" in (ast.get_docstring(ast.parse(source)) or "")
        if len(source.splitlines()) > MAX_LINES and not reason:
            long.append(name)
    assert long == []
