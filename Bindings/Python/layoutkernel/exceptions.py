"""kiwisolver's exception classes (same names and attributes), raised by the C extension."""


class BadRequiredStrength(Exception):
    """An edit variable was given the required strength."""


class DuplicateConstraint(Exception):
    """The constraint (``.constraint``) is already in the solver."""

    __slots__ = ("constraint",)

    def __init__(self, constraint):
        self.constraint = constraint


class DuplicateEditVariable(Exception):
    """The variable (``.edit_variable``) is already an edit variable of the solver."""

    __slots__ = ("edit_variable",)

    def __init__(self, edit_variable):
        self.edit_variable = edit_variable


class UnknownConstraint(Exception):
    """The constraint (``.constraint``) is not in the solver."""

    __slots__ = ("constraint",)

    def __init__(self, constraint):
        self.constraint = constraint


class UnknownEditVariable(Exception):
    """The variable (``.edit_variable``) is not an edit variable of the solver."""

    __slots__ = ("edit_variable",)

    def __init__(self, edit_variable):
        self.edit_variable = edit_variable


class UnsatisfiableConstraint(Exception):
    """The required constraint (``.constraint``) conflicts with the solver's required ones."""

    __slots__ = ("constraint",)

    def __init__(self, constraint):
        self.constraint = constraint
