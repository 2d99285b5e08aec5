/* solver.c: kiwisolver.Solver over an lk_solver handle. */
#include "lkpy.h"

#include <stdlib.h>

/* Terms of a constraint's library form that fit on the stack. */
#define STACK_TERMS 16

static PyObject *Solver_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    if (PyTuple_GET_SIZE(args) != 0 || (kwargs != NULL && PyDict_GET_SIZE(kwargs) != 0)) {
        PyErr_SetString(PyExc_TypeError, "Solver() takes no arguments");
        return NULL;
    }
    SolverObject *self = (SolverObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    lk_status status = lk_solver_create(&self->handle);
    if (status != LK_OK) {
        self->handle = NULL;
        Py_DECREF(self);
        lkpy_raise_status(status);
        return NULL;
    }
    return (PyObject *)self;
}

static void Solver_dealloc(SolverObject *self)
{
    if (self->handle != NULL)
        (void)lk_solver_release(self->handle); /* only fails for a handle we never had */
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Raises the Python error for a failed solver call about `subject` (a constraint or
   variable): kiwi's exception where kiwi has one. */
static PyObject *raise_for(lk_status status, PyObject *subject)
{
    PyObject *type = NULL;
    switch (status) {
    case LK_ERROR_DUPLICATE_CONSTRAINT: type = Exc_DuplicateConstraint; break;
    case LK_ERROR_UNSATISFIABLE_CONSTRAINT: type = Exc_UnsatisfiableConstraint; break;
    case LK_ERROR_UNKNOWN_CONSTRAINT: type = Exc_UnknownConstraint; break;
    case LK_ERROR_DUPLICATE_EDIT_VARIABLE: type = Exc_DuplicateEditVariable; break;
    case LK_ERROR_UNKNOWN_EDIT_VARIABLE: type = Exc_UnknownEditVariable; break;
    case LK_ERROR_BAD_REQUIRED_STRENGTH:
        PyErr_SetString(Exc_BadRequiredStrength, "A required strength cannot be used in this context.");
        return NULL;
    default:
        lkpy_raise_status(status);
        return NULL;
    }
    PyErr_SetObject(type, subject);
    return NULL;
}

/* Makes the constraint's library constraint if it has none yet; -1 with an error. */
static int ensure_handle(ConstraintObject *c)
{
    if (c->handle != NULL)
        return 0;
    ExpressionObject *expr = (ExpressionObject *)c->expression;
    Py_ssize_t n = PyTuple_GET_SIZE(expr->terms);
    lk_term stack[STACK_TERMS];
    lk_term *terms = n <= STACK_TERMS ? stack : PyMem_Malloc(sizeof(lk_term) * (size_t)n);
    if (terms == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(expr->terms, i);
        terms[i].variable = ((VariableObject *)term->variable)->handle;
        terms[i].coefficient = term->coefficient;
    }
    lk_relation relation = c->op == OP_LE ? LK_LESS_THAN_OR_EQUAL : c->op == OP_EQ ? LK_EQUAL : LK_GREATER_THAN_OR_EQUAL;
    lk_status status = lk_constraint_create(terms, (size_t)n, expr->constant, relation,
                                            lkpy_lk_strength(c->strength), &c->handle);
    if (terms != stack)
        PyMem_Free(terms);
    if (status != LK_OK) {
        c->handle = NULL;
        lkpy_raise_status(status);
        return -1;
    }
    return 0;
}

static PyObject *Solver_addConstraint(SolverObject *self, PyObject *constraint)
{
    if (!Constraint_Check(constraint))
        return lkpy_type_error("Constraint", constraint);
    ConstraintObject *c = (ConstraintObject *)constraint;
    if (ensure_handle(c) < 0)
        return NULL;
    lk_status status = lk_solver_add_constraint(self->handle, c->handle);
    if (status != LK_OK)
        return raise_for(status, constraint);
    Py_RETURN_NONE;
}

static PyObject *Solver_removeConstraint(SolverObject *self, PyObject *constraint)
{
    if (!Constraint_Check(constraint))
        return lkpy_type_error("Constraint", constraint);
    ConstraintObject *c = (ConstraintObject *)constraint;
    if (c->handle == NULL) /* never added anywhere */
        return raise_for(LK_ERROR_UNKNOWN_CONSTRAINT, constraint);
    lk_status status = lk_solver_remove_constraint(self->handle, c->handle);
    if (status != LK_OK)
        return raise_for(status, constraint);
    Py_RETURN_NONE;
}

static PyObject *Solver_hasConstraint(SolverObject *self, PyObject *constraint)
{
    if (!Constraint_Check(constraint))
        return lkpy_type_error("Constraint", constraint);
    ConstraintObject *c = (ConstraintObject *)constraint;
    if (c->handle == NULL)
        Py_RETURN_FALSE;
    bool has = false;
    lk_status status = lk_solver_has_constraint(self->handle, c->handle, &has);
    if (status != LK_OK)
        return raise_for(status, constraint);
    return PyBool_FromLong(has);
}

static PyObject *Solver_addEditVariable(SolverObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "addEditVariable() takes exactly 2 arguments (%zd given)", nargs);
        return NULL;
    }
    if (!Variable_Check(args[0]))
        return lkpy_type_error("Variable", args[0]);
    double strength;
    if (lkpy_strength(args[1], &strength) < 0)
        return NULL;
    lk_status status = lk_solver_add_edit_variable(self->handle, ((VariableObject *)args[0])->handle,
                                                   lkpy_lk_strength(strength));
    if (status != LK_OK)
        return raise_for(status, args[0]);
    Py_RETURN_NONE;
}

static PyObject *Solver_removeEditVariable(SolverObject *self, PyObject *variable)
{
    if (!Variable_Check(variable))
        return lkpy_type_error("Variable", variable);
    lk_status status = lk_solver_remove_edit_variable(self->handle, ((VariableObject *)variable)->handle);
    if (status != LK_OK)
        return raise_for(status, variable);
    Py_RETURN_NONE;
}

static PyObject *Solver_hasEditVariable(SolverObject *self, PyObject *variable)
{
    if (!Variable_Check(variable))
        return lkpy_type_error("Variable", variable);
    bool has = false;
    lk_status status = lk_solver_has_edit_variable(self->handle, ((VariableObject *)variable)->handle, &has);
    if (status != LK_OK)
        return raise_for(status, variable);
    return PyBool_FromLong(has);
}

static PyObject *Solver_suggestValue(SolverObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 2) {
        PyErr_Format(PyExc_TypeError, "suggestValue() takes exactly 2 arguments (%zd given)", nargs);
        return NULL;
    }
    if (!Variable_Check(args[0]))
        return lkpy_type_error("Variable", args[0]);
    double value;
    if (lkpy_number(args[1], &value) < 0)
        return NULL;
    lk_status status = lk_solver_suggest_value(self->handle, ((VariableObject *)args[0])->handle, value);
    if (status != LK_OK)
        return raise_for(status, args[0]);
    Py_RETURN_NONE;
}

static PyObject *Solver_updateVariables(SolverObject *self, PyObject *unused)
{
    lk_status status = lk_solver_update_variables(self->handle, NULL);
    if (status != LK_OK) {
        lkpy_raise_status(status);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *Solver_reset(SolverObject *self, PyObject *unused)
{
    lk_status status = lk_solver_reset(self->handle);
    if (status != LK_OK) {
        lkpy_raise_status(status);
        return NULL;
    }
    Py_RETURN_NONE;
}

/* The library's dump of the solver as a str. */
static PyObject *library_dump(SolverObject *self)
{
    size_t length = 0;
    lk_status status = lk_solver_dump(self->handle, NULL, 0, &length);
    if (status != LK_OK && status != LK_ERROR_BUFFER_TOO_SMALL) {
        lkpy_raise_status(status);
        return NULL;
    }
    char *buffer = PyMem_Malloc(length + 1);
    if (buffer == NULL)
        return PyErr_NoMemory();
    status = lk_solver_dump(self->handle, buffer, length + 1, &length);
    if (status != LK_OK) {
        PyMem_Free(buffer);
        lkpy_raise_status(status);
        return NULL;
    }
    PyObject *text = PyUnicode_DecodeUTF8(buffer, (Py_ssize_t)length, "replace");
    PyMem_Free(buffer);
    return text;
}

static PyObject *Solver_dumps(SolverObject *self, PyObject *unused)
{
    /* The library's dump already has kiwi's sections (Objective, Tableau, Infeasible,
       Variables, Edit Variables, Constraints), which callers look for. */
    return library_dump(self);
}

static PyObject *Solver_dump(SolverObject *self, PyObject *unused)
{
    PyObject *text = Solver_dumps(self, NULL);
    if (text == NULL)
        return NULL;
    PySys_FormatStdout("%U", text);
    Py_DECREF(text);
    if (PyErr_Occurred())
        return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef Solver_methods[] = {
    {"addConstraint", (PyCFunction)Solver_addConstraint, METH_O, "Adds a constraint."},
    {"removeConstraint", (PyCFunction)Solver_removeConstraint, METH_O, "Removes a constraint."},
    {"hasConstraint", (PyCFunction)Solver_hasConstraint, METH_O, "Whether the solver holds the constraint."},
    {"addEditVariable", (PyCFunction)(void (*)(void))Solver_addEditVariable, METH_FASTCALL,
     "addEditVariable(variable, strength): makes the variable an edit variable."},
    {"removeEditVariable", (PyCFunction)Solver_removeEditVariable, METH_O, "Removes an edit variable."},
    {"hasEditVariable", (PyCFunction)Solver_hasEditVariable, METH_O, "Whether the variable is an edit variable."},
    {"suggestValue", (PyCFunction)(void (*)(void))Solver_suggestValue, METH_FASTCALL,
     "suggestValue(variable, value): suggests a value for an edit variable."},
    {"updateVariables", (PyCFunction)Solver_updateVariables, METH_NOARGS, "Writes the solution into the variables."},
    {"reset", (PyCFunction)Solver_reset, METH_NOARGS, "Removes every constraint and edit variable."},
    {"dump", (PyCFunction)Solver_dump, METH_NOARGS, "Prints dumps() to sys.stdout."},
    {"dumps", (PyCFunction)Solver_dumps, METH_NOARGS, "A text dump of the solver's state."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Solver_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiwisolver.Solver",
    .tp_basicsize = sizeof(SolverObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_doc = "Solver(): an incremental constraint solver (LayoutKernel).",
    .tp_new = Solver_new,
    .tp_dealloc = (destructor)Solver_dealloc,
    .tp_methods = Solver_methods,
};
