"""Puts runs of kiwi_workloads.py side by side: kiwisolver's and layoutkernel's.

    python compare_benchmark.py kiwi.txt layoutkernel.txt
    python compare_benchmark.py kiwi1.txt,kiwi2.txt layoutkernel1.txt,layoutkernel2.txt

With several runs per module (comma-separated), each workload's figure is its best median
over the runs: on a shared machine a whole process sometimes runs at half speed, and the
best of a few alternating runs is what each module can do.

Fails when layoutkernel is slower on a workload by more than NOISE (the machine is shared and
the runs are short: enaml_build, where both spend most of the time in Python object creation
that is the same code, sits within it), or when a checksum differs, except
enaml_resize and enaml_same: that system's optimum is not unique, and LayoutKernel's strict
priorities and forward-solved equalities reach another optimal vertex than kiwi's pivot order
(kiwi 41622 / 6637, LayoutKernel 38244 / 6374: see BENCHMARKS.md).
"""
import sys

NON_UNIQUE = {"enaml_resize", "enaml_same"}
NOISE = 0.10


def read(paths):
    out = {}
    for path in paths.split(","):
        with open(path) as f:
            for line in f:
                parts = line.split()
                if len(parts) == 3:
                    seconds, checksum = float(parts[1]), parts[2]
                    if parts[0] not in out or seconds < out[parts[0]][0]:
                        out[parts[0]] = (seconds, checksum)
    return out


def main():
    kiwi, ours = read(sys.argv[1]), read(sys.argv[2])
    failed = False
    print("%-18s %14s %14s %8s  %s" % ("workload", "kiwisolver s", "layoutkernel s", "speedup", "checksums"))
    for name, (kt, kc) in kiwi.items():
        if name not in ours:
            print("%-18s missing from the layoutkernel run" % name)
            failed = True
            continue
        lt, lc = ours[name]
        note = kc if kc == lc else "%s vs %s%s" % (kc, lc, " (non-unique optimum)" if name in NON_UNIQUE else " MISMATCH")
        print("%-18s %14.6g %14.6g %7.2fx  %s" % (name, kt, lt, kt / lt if lt else float("inf"), note))
        if lt > kt * (1 + NOISE):
            print("  slower than kiwisolver on %s by more than %d%%" % (name, NOISE * 100))
            failed = True
        if kc != lc and name not in NON_UNIQUE:
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
