#!/usr/bin/env python3
"""Checks that what the documentation says about the repository is still true of it.

1. Every repository path written in the README, the changelog, the benchmarks page and the DocC
   articles exists: a path written from the repository root (`Modules/…`, `Tests/…`, `Scripts/…`,
   `Package.swift`, …), in prose, code spans, links or code blocks. `{a,b}` is expanded and `*`
   must match at least one file. A file named alone in a code span (`Route.swift`) must exist
   somewhere in the repository; a folder written from inside a module (`Mapping/`) is not checked.
2. The version `strata --version` prints is the version at the top of CHANGELOG.md.

Run from anywhere: python3 Scripts/check-docs-against-tree.py; it exits 1 on the first kind of
mismatch after listing every one.
"""

from __future__ import annotations

import glob
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The "Adding a scene" walk-through names the files a reader creates for an albums screen. They do
# not exist by design; the folder each would go in must.
FILES_TO_CREATE = re.compile(r"Album")

ROOT_NAMES = (
    r"\.ci|\.spi\.yml|\.swift-format|\.gitignore|Modules|Tests|Scripts|Benchmarks|Docs|Tools"
    r"|Package\.swift|LICENSE|CHANGELOG\.md|README\.md"
)
# A root name, then path components; not preceded by anything that makes it part of a longer path
# or a URL.
PATH = re.compile(r"(?<![\w./~$:-])((?:" + ROOT_NAMES + r")(?:/[\w.*{},+-]*)*)")
# A file named alone in a code span, such as `DefaultCommentsViewModel.swift` beside a path: it must
# exist somewhere in the repository.
BARE_FILE = re.compile(r"`([\w+-]+(?:\.[\w-]+)*\.(?:swift|py|sh|md|json|svg))`")
ROOT_FILES = {"Package.swift", "LICENSE", "CHANGELOG.md", "README.md", ".spi.yml", ".swift-format", ".gitignore"}


def documents() -> list[Path]:
    found = [ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "Benchmarks/README.md"]
    found += sorted(ROOT.glob("Modules/**/*.docc/*.md"))
    return [path for path in found if path.exists()]


def expand_braces(text: str) -> list[str]:
    match = re.search(r"\{([^{}]*)\}", text)
    if not match:
        return [text]
    head, tail = text[: match.start()], text[match.end() :]
    return [out for choice in match.group(1).split(",") for out in expand_braces(head + choice + tail)]


def paths_in(text: str) -> set[str]:
    found = set()
    for match in PATH.finditer(text):
        path = match.group(1).rstrip(".,:;")
        if "/" not in path and path not in ROOT_FILES:
            continue  # a word such as "Tests" in prose
        found.add(path)
    return found


def bare_files_in(text: str) -> set[str]:
    return {name for name in BARE_FILE.findall(text) if name not in ROOT_FILES}


def tracked_names() -> set[str]:
    names = set()
    for folder in ("Modules", "Tests", "Scripts", "Benchmarks", "Docs", "Tools"):
        names |= {path.name for path in (ROOT / folder).rglob("*") if path.is_file()}
    return names


def exists(path: str) -> bool:
    for candidate in expand_braces(path):
        if "*" in candidate:
            if not glob.glob(str(ROOT / candidate)):
                return False
        elif not (ROOT / candidate).exists():
            if FILES_TO_CREATE.search(candidate):
                parts = candidate.split("/")
                first_new = next(i for i, part in enumerate(parts) if FILES_TO_CREATE.search(part))
                if (ROOT / "/".join(parts[:first_new])).is_dir():
                    continue
            return False
    return True


def check_paths() -> list[str]:
    problems = []
    names = tracked_names()
    for document in documents():
        text = document.read_text(encoding="utf-8")
        paths = paths_in(text)
        missing = sorted(path for path in paths if not exists(path))
        bare = bare_files_in(text)
        missing += sorted(name for name in bare if name not in names and not FILES_TO_CREATE.search(name))
        paths |= bare
        name = document.relative_to(ROOT)
        print(f"{'ok  ' if not missing else 'FAIL'} {name}: {len(paths)} paths, {len(missing)} missing")
        problems += [f"{name}: no such path in the repository: {path}" for path in missing]
    return problems


def check_version() -> list[str]:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    help_text = (ROOT / "Modules/App/CLI/Help/HelpText.swift").read_text(encoding="utf-8")
    documented = re.search(r"^## (\d+\.\d+\.\d+)", changelog, re.MULTILINE)
    printed = re.search(r'static let version = "strata (\d+\.\d+\.\d+)"', help_text)
    if not documented or not printed:
        return ["cannot find the version in CHANGELOG.md or in HelpText.swift"]
    if documented.group(1) != printed.group(1):
        return [f"strata --version prints {printed.group(1)}; CHANGELOG.md starts at {documented.group(1)}"]
    print(f"ok   strata --version prints {printed.group(1)}, the version at the top of CHANGELOG.md")
    return []


def main() -> int:
    problems = check_paths() + check_version()
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
