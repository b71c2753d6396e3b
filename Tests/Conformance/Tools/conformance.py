#!/usr/bin/env python3
"""Specimen's layout conformance data: neutral layout trees (seeded random ones and the public Yoga and
Taffy fixtures that fall in Figma's auto layout) with the frames Chromium, Yoga and Taffy give them.

  conformance.py import-fixtures --yoga DIR --taffy DIR --out Tests/Conformance/Fixtures
      copies the fixture files that have at least one root in the subset, with their LICENSE
  conformance.py build --random N [--first-seed S] [--components M] --out FILE
      N random trees, M trees near real components, and every fixture root in the subset, each laid
      out by the three engines
  conformance.py sample --from FILE --verdicts FILE --random N --out FILE
      the fixed sample `make test` checks: the first N random trees, the first M (--components, 100)
      trees near real components, every fixture, and examples of
      every verdict, with the verdicts (from specimen-conformance --verdicts) recorded

Tests/Conformance/FORMAT.md describes the files; README's "Layout conformance" the results.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ left in the source tree

import figma_rules  # noqa: E402
import layout_tree  # noqa: E402
import random_trees  # noqa: E402

ENGINES = ("chromium", "yoga", "taffy")
FIXTURES = os.path.join(HERE, "..", "Fixtures")


def _close(a, b) -> bool:
    return len(a) == len(b) and all(abs(x - y) <= 1 / 64 + 1e-9 for fa, fb in zip(a, b) for x, y in zip(fa, fb))


def import_fixtures(args):
    import chromium_runner
    import fixtures
    for source, folder in (("yoga", args.yoga), ("taffy", args.taffy)):
        cases, skipped = fixtures.read(folder, source)
        taken = _chromium_checked(cases, source, chromium_runner, fixtures)
        files = sorted({c["source"].split(" fixture ")[1].split("#")[0] for c in taken})
        out = os.path.join(args.out, source)
        os.makedirs(out, exist_ok=True)
        for name in files:
            shutil.copyfile(os.path.join(folder, name), os.path.join(out, name))
        shutil.copyfile(os.path.join(folder, "LICENSE"), os.path.join(out, "LICENSE"))
        print(f"{source}: {len(taken)} roots taken in {len(files)} files; {len(skipped)} skipped by syntax, "
              f"{len(cases) - len(taken)} by the Chromium check")


def _chromium_checked(cases, source, chromium_runner, fixtures):
    """The fixture roots whose reading Chromium lays out exactly as the fixture itself."""
    original = chromium_runner.run_pages([(source, c["markup"]) for c in cases], fixtures.BASE_STYLES[source])
    reading = chromium_runner.frames_for([c["root"] for c in cases])
    return [c for c, a, b in zip(cases, original, reading) if _close(a, b)]


def fixture_cases():
    import chromium_runner
    import fixtures
    out = []
    for source in ("yoga", "taffy"):
        folder = os.path.join(FIXTURES, source)
        cases, _ = fixtures.read(folder, source)
        for case in _chromium_checked(cases, source, chromium_runner, fixtures):
            del case["markup"]
            out.append(case)
    return out


def build(args):
    import chromium_runner
    import taffy_runner
    import yoga_runner
    runners = {"chromium": chromium_runner, "yoga": yoga_runner, "taffy": taffy_runner}
    cases = random_trees.cases(args.random, args.first_seed) + random_trees.component_cases(args.components) + fixture_cases()
    for case in cases:
        layout_tree.check(case["root"])
        rewritten, rules = figma_rules.apply(case["root"])
        case["rules"] = rules
        case["_figma"] = rewritten
    for engine in ENGINES:
        print(f"conformance: {engine} lays out {len(cases)} trees", file=sys.stderr)
        runner = runners[engine]
        after = _frames(runner, [c["_figma"] for c in cases])
        literal_cases = [c for c in cases if c["rules"]]
        literal = _frames(runner, [c["root"] for c in literal_cases])
        for case, frames in zip(cases, after):
            case.setdefault("frames", {})[engine] = frames
        for case, frames in zip(literal_cases, literal):
            case.setdefault("literal", {})[engine] = frames
    for case in cases:
        del case["_figma"]
    document = {"format": layout_tree.FORMAT, "version": layout_tree.VERSION,
                "engines": {e: runners[e].version() for e in ENGINES}, "cases": cases}
    _write(document, args.out)


def _frames(runner, roots):
    if hasattr(runner, "frames_for"):
        return runner.frames_for(roots)
    return [runner.frames(r) for r in roots]


def sample(args):
    """The first N random trees, every fixture, and the first few trees of every verdict of every engine
    not among them yet (so the fast test meets each known difference), each with the verdicts Specimen
    had when the sample was taken (specimen-conformance --verdicts)."""
    with open(args.source, encoding="utf-8") as f:
        document = json.load(f)
    with open(args.verdicts, encoding="utf-8") as f:
        verdicts = json.load(f)
    randoms = [c for c in document["cases"] if c["name"].startswith("random-")]
    components = [c for c in document["cases"] if c["name"].startswith("component-")]
    chosen = ({c["name"] for c in randoms[:args.random]} | {c["name"] for c in components[:args.components]}
              | {c["name"] for c in document["cases"] if not c["name"].startswith(("random-", "component-"))})
    seen = {}
    for case in document["cases"]:
        if case["name"] in chosen:
            for engine, verdict in verdicts[case["name"]].items():
                seen[(engine, verdict)] = seen.get((engine, verdict), 0) + 1
    for case in randoms[args.random:] + components[args.components:]:
        wanted = [k for k in verdicts[case["name"]].items() if seen.get(k, 0) < args.examples]
        if wanted:
            chosen.add(case["name"])
            for k in verdicts[case["name"]].items():
                seen[k] = seen.get(k, 0) + 1
    document["cases"] = [dict(c, verdicts=verdicts[c["name"]]) for c in document["cases"] if c["name"] in chosen]
    _write(document, args.out)


def _number(value):
    """Frames as the shortest exact decimal (Chromium's are 1/64 px; Yoga's float32 widened)."""
    return float(value) if float(value) != int(value) else int(value)


def _write(document, path):
    def tidy(value):
        if isinstance(value, float):
            return _number(value)
        if isinstance(value, list):
            return [tidy(v) for v in value]
        if isinstance(value, dict):
            return {k: tidy(v) for k, v in value.items()}
        return value
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    text = json.dumps(tidy(document), separators=(",", ":"))
    # One case a line: the committed sample diffs case by case.
    text = text.replace(',{"name":', ',\n{"name":')
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(text + "\n")
    os.replace(path + ".tmp", path)
    print(f"conformance: wrote {len(document['cases'])} cases to {path}", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("import-fixtures")
    p.add_argument("--yoga", required=True)
    p.add_argument("--taffy", required=True)
    p.add_argument("--out", default=FIXTURES)
    p = commands.add_parser("build")
    p.add_argument("--random", type=int, default=10000)
    p.add_argument("--first-seed", type=int, default=1)
    p.add_argument("--components", type=int, default=0, help="trees near real components (random_trees.component_cases)")
    p.add_argument("--out", required=True)
    p = commands.add_parser("sample")
    p.add_argument("--from", dest="source", required=True)
    p.add_argument("--verdicts", required=True)
    p.add_argument("--random", type=int, default=200)
    p.add_argument("--components", type=int, default=100)
    p.add_argument("--examples", type=int, default=3)
    p.add_argument("--out", required=True)
    args = parser.parse_args()
    {"import-fixtures": import_fixtures, "build": build, "sample": sample}[args.command](args)


if __name__ == "__main__":
    main()
