"""LayoutKernel's solver with kiwisolver's Python API.

``import layoutkernel as kiwisolver`` (or ``sys.modules["kiwisolver"] = layoutkernel``) runs
code written for kiwisolver unchanged. Differences: strengths are strict levels (no amount of
weak error outweighs a medium or strong one; kiwi adds weighted errors up), NaN or infinity in
a constraint or suggested value raises ValueError when it reaches the solver, and a variable
belongs to one solver at a time (using it in a second solver meanwhile raises RuntimeError).
"""
from ._cext import (
    Constraint,
    Expression,
    Solver,
    Term,
    Variable,
    __kiwi_version__,
    __version__,
    strength,
)
from .exceptions import (
    BadRequiredStrength,
    DuplicateConstraint,
    DuplicateEditVariable,
    UnknownConstraint,
    UnknownEditVariable,
    UnsatisfiableConstraint,
)

__all__ = [
    "BadRequiredStrength",
    "Constraint",
    "DuplicateConstraint",
    "DuplicateEditVariable",
    "Expression",
    "Solver",
    "Term",
    "UnknownConstraint",
    "UnknownEditVariable",
    "UnsatisfiableConstraint",
    "Variable",
    "__kiwi_version__",
    "__version__",
    "strength",
]
