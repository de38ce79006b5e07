#!/usr/bin/env python3
"""Compare two directories of vmstat snapshots and print the counters that moved the most."""

import argparse
import os
import sys
from collections import OrderedDict

WATCH = ("pgpromote_success", "pgdemote_kswapd", "numa_hint_faults", "pgmigrate_success")


def read_vmstat(path):
    counters = OrderedDict()
    with open(path) as f:
        for line in f:
            parts = line.split()
            if len(parts) != 2:
                continue
            name, value = parts
            try:
                counters[name] = int(value)
            except ValueError:
                pass
    return counters


def delta(before, after):
    out = {}
    for name, v in after.items():
        if name in before:
            out[name] = v - before[name]
    return out


class Run:
    def __init__(self, directory, label):
        self.label = label
        self.before = read_vmstat(os.path.join(directory, label + ".before"))
        self.after = read_vmstat(os.path.join(directory, label + ".after"))

    @property
    def moved(self):
        return delta(self.before, self.after)

    def __repr__(self):
        return "Run(%r)" % self.label


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("base")
    p.add_argument("other")
    p.add_argument("--top", type=int, default=10)
    args = p.parse_args(argv)

    a = Run(os.path.dirname(args.base), os.path.basename(args.base))
    b = Run(os.path.dirname(args.other), os.path.basename(args.other))
    rows = []
    for name in WATCH:
        x = a.moved.get(name, 0)
        y = b.moved.get(name, 0)
        ratio = (y / x) if x else float("inf")
        rows.append((name, x, y, ratio))
    rows.sort(key=lambda r: -abs(r[2] - r[1]))
    for name, x, y, ratio in rows[: args.top]:
        print("%-24s %12d %12d %8.2fx" % (name, x, y, ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main())
