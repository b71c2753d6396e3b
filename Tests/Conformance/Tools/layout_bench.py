#!/usr/bin/env python3
"""The Yoga (PyPI poga) and Taffy (PyPI stretchable) half of `make bench`'s layout rows: reads the trees
specimen-bench wrote (neutral format, Tests/Conformance/FORMAT.md) and prints, as JSON, the best of
ROUNDS compute calls per tree and engine, in seconds of this thread's CPU time (as specimen-bench counts
Specimen's, so other work on a shared machine is not counted). Each round builds a fresh tree (not timed: both
engines cache a laid-out tree, so a second call on the same one would measure nothing) and times only
the engine's compute call (`node_compute_layout`, `YGNodeCalculateLayout`), with the same CSS reading
the conformance run uses.

  layout_bench.py TREES.json ROUNDS
"""

from __future__ import annotations

import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
sys.setrecursionlimit(20000)

import taffy_runner  # noqa: E402
import yoga_runner  # noqa: E402
from taffy_runner import taffy, taffylib  # noqa: E402
yg = yoga_runner.yg


def taffy_seconds(root) -> float:
    made = []
    tree = taffy_runner._build(root, None, made)
    start = time.thread_time()
    taffylib.node_compute_layout(taffy._ptr, tree[0], taffy_runner._MAX_CONTENT)
    seconds = time.thread_time() - start
    for ident in made:
        taffylib.node_drop(taffy._ptr, ident)
    return seconds


def yoga_seconds(root) -> float:
    built = yoga_runner._build(root, None, [])
    start = time.thread_time()
    yg.YGNodeCalculateLayout(built.ref, yg.YGUndefined, yg.YGUndefined, yg.YGDirection.LTR)
    seconds = time.thread_time() - start
    yg.YGNodeFreeRecursive(built.ref)
    return seconds


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        trees = json.load(f)["trees"]
    rounds = int(sys.argv[2])
    out = {}
    for tree in trees:
        out[tree["name"]] = {
            "taffy": min(taffy_seconds(tree["root"]) for _ in range(rounds)),
            "yoga": min(yoga_seconds(tree["root"]) for _ in range(rounds)),
            "versions": {"taffy": taffy_runner.version(), "yoga": yoga_runner.version()},
        }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
