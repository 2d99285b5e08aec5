"""Compares two outputs of matplotlib_figures.py: every axes position within 1e-6.

    python compare_matplotlib.py kiwi.json layoutkernel.json [minimum figure count]

Prints one line per differing figure and a summary; exits 1 on any difference or when fewer
figures than the minimum (default 90) were compared.
"""
import json
import sys

TOLERANCE = 1e-6


def main():
    with open(sys.argv[1]) as f:
        expected = json.load(f)
    with open(sys.argv[2]) as f:
        actual = json.load(f)
    minimum = int(sys.argv[3]) if len(sys.argv) > 3 else 90
    bad = 0
    worst = 0.0
    axes = 0
    for name, boxes in expected.items():
        other = actual.get(name)
        if other is None or len(other) != len(boxes):
            print("DIFF %s: %s axes vs %s" % (name, len(boxes), None if other is None else len(other)))
            bad += 1
            continue
        diff = max((abs(a - b) for box, obox in zip(boxes, other) for a, b in zip(box, obox)), default=0.0)
        axes += len(boxes)
        worst = max(worst, diff)
        if diff > TOLERANCE:
            print("DIFF %s: max deviation %.3g" % (name, diff))
            bad += 1
    print("matplotlib constrained layout: %d figures, %d axes, %d differ by more than %g (max %.3g)"
          % (len(expected), axes, bad, TOLERANCE, worst))
    if len(expected) < minimum:
        print("too few figures: %d < %d" % (len(expected), minimum))
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
