"""Fails if repeated build / solve / error cycles through layoutkernel grow memory.

    python leak_check.py [cycles]

Each cycle builds variables (one holding itself as context: a reference cycle), constraints
through every operator, a solver with an edit variable, solves, prints, and provokes every
error the module raises (kiwi's exceptions, ValueError for NaN, RuntimeError for a variable of
another solver, TypeErrors). After a warm-up, Python-side allocations (tracemalloc: a leaked
object per cycle shows as its size times the cycle count) and the process's peak RSS (library
handles and solver memory, which tracemalloc does not see) must stay flat.
"""
import gc
import resource
import sys
import tracemalloc

from layoutkernel import Constraint, Expression, Solver, Term, Variable, strength

ERRORS = (Exception,)


def cycle(i):
    v = [Variable("v%d" % j, {"index": j}) for j in range(12)]
    v[0].setContext(v[0])
    s = Solver()
    cs = []
    for j in range(1, 12):
        cs.append(v[j] >= v[j - 1] + 1)
        cs.append((v[j] == 2 * v[j - 1] - v[j] + v[j] / 2) | "weak")
        cs.append(Constraint(Expression([Term(v[j], 1.0), Term(v[j], 2.0)], -3), "<=", strength.create(1, 2, 3)))
    for c in cs:
        s.addConstraint(c)
    s.addEditVariable(v[0], "strong")
    s.suggestValue(v[0], i % 7)
    s.updateVariables()
    str(cs[0]), repr(cs[1].expression()), cs[2].violated(), s.dumps(), (-cs[2].expression()).value()
    other = Solver()
    for n, bad in enumerate((lambda: s.addConstraint(cs[0]), lambda: s.addConstraint(v[11] <= v[0]),
                lambda: s.removeConstraint(v[0] == 3), lambda: s.addEditVariable(v[0], "weak"),
                lambda: s.removeEditVariable(v[5]), lambda: s.suggestValue(v[5], 1),
                lambda: s.addEditVariable(v[3], "required"), lambda: s.addConstraint(v[1] == float("nan")),
                lambda: s.suggestValue(v[0], float("inf")), lambda: other.addConstraint(v[1] >= 0),
                lambda: Term("x"), lambda: Expression([1]), lambda: Constraint(v[0] + 1, "!="),
                lambda: v[0] < v[1], lambda: v[0] / 0, lambda: s.addEditVariable(v[2], "nope"),
                lambda: v[0] * 10 ** 400)):
        try:
            bad()
        except ERRORS:
            pass
        else:
            raise AssertionError("bad call %d raised no error" % n)
    s.removeConstraint(cs[0])
    s.reset()


def main():
    cycles = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    for i in range(300):
        cycle(i)
    tracemalloc.start()
    gc.collect()
    traced_before = tracemalloc.get_traced_memory()[0]
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for i in range(cycles):
        cycle(i)
    gc.collect()
    traced_growth = tracemalloc.get_traced_memory()[0] - traced_before
    rss_growth = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before
    print("leak check: %d cycles, Python allocations grew %d bytes, peak RSS grew %d KB"
          % (cycles, traced_growth, rss_growth))
    # A leaked 32-byte object per cycle would be 32 * cycles bytes; the allowance covers
    # interpreter caches. Library leaks (handles, solvers) would cost far more than 1 MB.
    if traced_growth > 8 * cycles or rss_growth > 1024:
        sys.exit("memory grows: possible leak")


if __name__ == "__main__":
    main()
