#!/usr/bin/env python3
"""Draws the two trees the documentation shows as SVG, from the structure written down below: the
flow coordinators AppFlowCoordinator starts, and the DI containers AppDIContainer makes. Python
standard library only. Run from anywhere: python3 Scripts/make-diagrams.py [OUTPUT_DIR]
(default: each tree in the Resources folder of the catalog that shows it, StrataPresentation's for
the coordinators, StrataComposition's for the containers).

The trees mirror the code: each child is made by its parent (a coordinator starts its child flows,
a container makes its child containers), and each line of the tree names what the child owns.
"""

import os
import sys
from html import escape

COORDINATORS = ("AppFlowCoordinator", "the root: opens routes, owns the session", [
    ("PostsFlowCoordinator", "list, details, comments, search", [
        ("SearchPostsViewModel", "with RecentSearchesViewModel, a child reporting by closure", []),
    ]),
    ("UsersFlowCoordinator", "users list (delegate), profile (MVP), posts, todos", []),
    ("SignInFlowCoordinator", "the \u201csign in as\u201d sheet", []),
    ("TodosFlowCoordinator", "the signed-in user\u2019s todos, inside the session", [
        ("TodoEditorViewModel", "a child of the list, reporting by weak delegate", []),
    ]),
])

CONTAINERS = ("AppDIContainer", "lives as long as the app: database, HTTP client, repositories, sync", [
    ("PostsSceneDIContainer", "one per posts flow", []),
    ("UsersSceneDIContainer", "one per users flow", []),
    ("SignInFlowCoordinator.Dependencies", "one closure per sign-in sheet, no container", []),
    ("SessionDIContainer", "one per signed-in user, released on sign-out", [
        ("TodosSceneDIContainer", "one per todos flow of the session", []),
    ]),
])

ROW, INDENT, LEFT, TOP, WIDTH = 46, 34, 16, 16, 760


def rows(node, depth=0):
    name, note, children = node
    yield depth, name, note
    for child in children:
        yield from rows(child, depth + 1)


def svg(tree, title):
    items = list(rows(tree))
    height = TOP * 2 + ROW * len(items) + 24
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{escape(title)}">',
           f'<title>{escape(title)}</title>',
           '<style>text{font-family:-apple-system,Helvetica,Arial,sans-serif} .n{font-size:15px;font-weight:600;fill:#1d1d1f}'
           ' .d{font-size:12px;fill:#555} rect{fill:#f2f2f7;stroke:#8e8e93;rx:6} line{stroke:#8e8e93;stroke-width:1.5}</style>']
    positions = []
    for index, (depth, name, note) in enumerate(items):
        x, y = LEFT + depth * INDENT, TOP + 24 + index * ROW
        positions.append((depth, x, y))
        # A line up to the parent: the nearest row above with one less depth.
        for parent_depth, px, py in reversed(positions[:-1]):
            if parent_depth == depth - 1:
                # Down from the parent's bottom edge, in the gap left of the child, then across to it.
                middle = px + INDENT // 2
                out.append(f'<line x1="{middle}" y1="{py + ROW - 12}" x2="{middle}" y2="{y + (ROW - 12) // 2}"/>')
                out.append(f'<line x1="{middle}" y1="{y + (ROW - 12) // 2}" x2="{x}" y2="{y + (ROW - 12) // 2}"/>')
                break
        out.append(f'<rect x="{x}" y="{y}" width="{WIDTH - x - LEFT}" height="{ROW - 12}"/>')
        out.append(f'<text class="n" x="{x + 10}" y="{y + 15}">{escape(name)}</text>')
        out.append(f'<text class="d" x="{x + 10}" y="{y + 29}">{escape(note)}</text>')
    out.append('</svg>')
    return '\n'.join(out) + '\n'


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    catalogs = {
        "coordinator-tree": "Modules/Presentation/StrataPresentation.docc/Resources",
        "di-container-tree": "Modules/App/Composition/StrataComposition.docc/Resources",
    }
    for name, tree, title in [("coordinator-tree", COORDINATORS, "The flow coordinator tree"),
                              ("di-container-tree", CONTAINERS, "The DI container tree")]:
        output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, catalogs[name])
        os.makedirs(output, exist_ok=True)
        with open(os.path.join(output, f"{name}.svg"), "w", encoding="utf-8") as file:
            file.write(svg(tree, title))
        print(os.path.join(output, f"{name}.svg"))

if __name__ == "__main__":
    main()
