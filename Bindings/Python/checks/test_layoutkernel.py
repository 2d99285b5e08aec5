"""layoutkernel's own behaviour beyond kiwi's suite: the errors kiwi does not have, strength
mapping, numpy operands, memory safety of reference cycles.

    python -m pytest Bindings/Python/checks/test_layoutkernel.py
"""
import gc
import math
import weakref

import pytest

import layoutkernel
from layoutkernel import (
    BadRequiredStrength,
    Constraint,
    Expression,
    Solver,
    Term,
    UnknownConstraint,
    UnsatisfiableConstraint,
    Variable,
    strength,
)


def test_version_is_kiwi_api_level_matplotlib_accepts():
    # matplotlib requires kiwisolver >= 1.3.1.
    major, minor, patch = (int(p) for p in layoutkernel.__version__.split("."))
    assert (major, minor, patch) >= (1, 3, 1)


def test_nan_constraint_builds_and_fails_with_value_error_when_added():
    v = Variable("v")
    c = v == float("nan")
    assert "nan" in str(c)
    s = Solver()
    with pytest.raises(ValueError):
        s.addConstraint(c)
    assert not s.hasConstraint(c)


def test_non_finite_suggestion_and_strength_are_value_errors():
    v = Variable("v")
    s = Solver()
    s.addEditVariable(v, "strong")
    with pytest.raises(ValueError):
        s.suggestValue(v, float("inf"))
    with pytest.raises(ValueError):
        s.addConstraint((v >= 0) | float("nan"))
    with pytest.raises(ValueError):
        s.addConstraint(v * float("inf") >= 0)


def test_variable_of_another_solver_is_runtime_error_until_released():
    v = Variable("v")
    first, second = Solver(), Solver()
    first.addConstraint(v >= 1)
    with pytest.raises(RuntimeError):
        second.addConstraint(v <= 5)
    with pytest.raises(RuntimeError):
        second.addEditVariable(v, "strong")
    first.reset()
    second.addConstraint(v == 5)
    second.updateVariables()
    assert v.value() == 5


def test_failed_add_leaves_the_solver_unchanged():
    v = Variable("v")
    s = Solver()
    s.addConstraint(v == 3)
    with pytest.raises(UnsatisfiableConstraint):
        s.addConstraint(v == 4)
    s.updateVariables()
    assert v.value() == 3


def test_strengths_are_strict_levels():
    # x == 0 at medium (kiwi 1000) against three x == 1 at weak weight 500 (kiwi 500 each).
    # kiwi sums weighted errors, 3 * 500 > 1000, and gives x = 1; strict levels never let weak
    # errors outweigh a medium one, so x = 0.
    x = Variable("x")
    s = Solver()
    s.addConstraint((x == 0) | "medium")
    for _ in range(3):
        s.addConstraint((x == 1) | 500)
    s.updateVariables()
    assert x.value() == 0


def test_weight_within_a_level_follows_kiwi_numbers():
    # Both medium: weights 1.25 (x == 10) against 1 (x == 20); the heavier one wins.
    x = Variable("x")
    s = Solver()
    s.addConstraint((x == 20) | "medium")
    s.addConstraint((x == 10) | strength.create(0, 1, 0, 1.25))
    s.updateVariables()
    assert x.value() == 10


def test_required_edit_variable_is_bad_required_strength():
    s = Solver()
    with pytest.raises(BadRequiredStrength):
        s.addEditVariable(Variable(), strength.required)


def test_removing_a_never_added_constraint_is_unknown():
    c = Variable("v") >= 0
    with pytest.raises(UnknownConstraint) as info:
        Solver().removeConstraint(c)
    assert info.value.constraint is c


def test_numpy_operands():
    np = pytest.importorskip("numpy")
    v = Variable("v")
    for term in (np.float64(2) * v, v * np.float64(2), v * np.int64(2)):
        assert isinstance(term, Term) and term.coefficient() == 2
    c = np.float64(3) <= v + 1
    assert isinstance(c, Constraint) and c.op() == ">="
    assert c.expression().constant() == -2


def test_repeated_variable_terms_are_summed_in_first_appearance_order():
    a, b = Variable("a"), Variable("b")
    c = Constraint(Expression([Term(a, 1), Term(b, 2), Term(a, 3)], 4), "<=")
    terms = c.expression().terms()
    assert [(t.variable(), t.coefficient()) for t in terms] == [(a, 4), (b, 2)]
    # Unsolved variables are 0, so the expression is 4 > 0: kiwi marks that "(VIOLATED)".
    assert str(c) == "4 * a + 2 * b + 4 <= 0 | strength = 1.001e+09 (VIOLATED)"


def test_reference_cycle_through_context_is_collected():
    class Holder:
        pass

    holder = Holder()
    v = Variable("v")
    holder.parts = [v, 2 * v, v + 1, v >= 1]
    v.setContext(holder)
    ref = weakref.ref(holder)
    del v, holder
    gc.collect()
    assert ref() is None


def test_values_follow_the_solution_and_violated_uses_them():
    x, y = Variable("x"), Variable("y")
    s = Solver()
    lower = x >= 10
    upper = (x <= 5) | "weak"
    s.addConstraint(lower)
    s.addConstraint(upper)
    s.addConstraint(y == 2 * x + 1)
    s.updateVariables()
    assert x.value() == 10 and y.value() == 21
    assert not lower.violated() and upper.violated()
    assert math.isclose((y - 2 * x).value(), 1)
