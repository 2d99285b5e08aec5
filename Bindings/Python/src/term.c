/* term.c: kiwisolver.Term, `coefficient * variable`. */
#include "lkpy.h"

PyObject *lkpy_new_term(PyObject *variable, double coefficient)
{
    TermObject *self = PyObject_GC_New(TermObject, &Term_Type);
    if (self == NULL)
        return NULL;
    self->variable = Py_NewRef(variable);
    self->coefficient = coefficient;
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

static PyObject *Term_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyObject *variable;
    PyObject *coefficient_obj = NULL;
    double coefficient = 1.0;
    if (kwargs == NULL && PyTuple_GET_SIZE(args) >= 1 && PyTuple_GET_SIZE(args) <= 2) {
        /* The common positional call skips the keyword parser. */
        variable = PyTuple_GET_ITEM(args, 0);
        if (PyTuple_GET_SIZE(args) == 2)
            coefficient_obj = PyTuple_GET_ITEM(args, 1);
    } else {
        static char *keywords[] = {"variable", "coefficient", NULL};
        if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O:__new__", keywords, &variable, &coefficient_obj))
            return NULL;
    }
    if (!Variable_Check(variable))
        return lkpy_type_error("Variable", variable);
    if (coefficient_obj != NULL && lkpy_number(coefficient_obj, &coefficient) < 0)
        return NULL;
    if (type == &Term_Type)
        return lkpy_new_term(variable, coefficient);
    TermObject *self = (TermObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    self->variable = Py_NewRef(variable);
    self->coefficient = coefficient;
    return (PyObject *)self;
}

static int Term_traverse(TermObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->variable);
    return 0;
}

static void Term_dealloc(TermObject *self)
{
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->variable);
    type->tp_free((PyObject *)self);
}

static PyObject *Term_variable(TermObject *self, PyObject *unused)
{
    return Py_NewRef(self->variable);
}

static PyObject *Term_coefficient(TermObject *self, PyObject *unused)
{
    return PyFloat_FromDouble(self->coefficient);
}

static PyObject *Term_value(TermObject *self, PyObject *unused)
{
    return PyFloat_FromDouble(self->coefficient * lkpy_variable_value(self->variable));
}

static PyObject *Term_str(TermObject *self)
{
    PyObject *number = lkpy_format_number(self->coefficient);
    if (number == NULL)
        return NULL;
    PyObject *result = PyUnicode_FromFormat("%U * %S", number, ((VariableObject *)self->variable)->name);
    Py_DECREF(number);
    return result;
}

static PyMethodDef Term_methods[] = {
    {"variable", (PyCFunction)Term_variable, METH_NOARGS, "The term's variable."},
    {"coefficient", (PyCFunction)Term_coefficient, METH_NOARGS, "The term's coefficient."},
    {"value", (PyCFunction)Term_value, METH_NOARGS, "coefficient * variable.value()."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Term_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiwisolver.Term",
    .tp_basicsize = sizeof(TermObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Term(variable, coefficient=1.0): coefficient * variable.",
    .tp_new = Term_new,
    .tp_dealloc = (destructor)Term_dealloc,
    .tp_traverse = (traverseproc)Term_traverse,
    .tp_repr = (reprfunc)Term_str,
    .tp_str = (reprfunc)Term_str,
    .tp_methods = Term_methods,
    .tp_as_number = &lkpy_symbolic_number_methods,
    .tp_richcompare = lkpy_symbolic_richcompare,
};
