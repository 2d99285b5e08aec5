/* expression.c: kiwisolver.Expression, `sum(terms) + constant`. */
#include "lkpy.h"

PyObject *lkpy_new_expression(PyObject *terms, double constant)
{
    ExpressionObject *self = PyObject_GC_New(ExpressionObject, &Expression_Type);
    if (self == NULL)
        return NULL;
    self->terms = Py_NewRef(terms);
    self->constant = constant;
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

double lkpy_expression_value(ExpressionObject *expr)
{
    double value = expr->constant;
    Py_ssize_t n = PyTuple_GET_SIZE(expr->terms);
    for (Py_ssize_t i = 0; i < n; i++) {
        TermObject *term = (TermObject *)PyTuple_GET_ITEM(expr->terms, i);
        value += term->coefficient * lkpy_variable_value(term->variable);
    }
    return value;
}

static PyObject *Expression_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyObject *terms_obj;
    PyObject *constant_obj = NULL;
    double constant = 0.0;
    if (kwargs == NULL && PyTuple_GET_SIZE(args) >= 1 && PyTuple_GET_SIZE(args) <= 2) {
        terms_obj = PyTuple_GET_ITEM(args, 0);
        if (PyTuple_GET_SIZE(args) == 2)
            constant_obj = PyTuple_GET_ITEM(args, 1);
    } else {
        static char *keywords[] = {"terms", "constant", NULL};
        if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|O:__new__", keywords, &terms_obj, &constant_obj))
            return NULL;
    }
    PyObject *terms = PySequence_Tuple(terms_obj);
    if (terms == NULL)
        return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(terms);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyTuple_GET_ITEM(terms, i);
        if (!Term_Check(item)) {
            Py_DECREF(terms);
            return lkpy_type_error("Term", item);
        }
    }
    if (constant_obj != NULL && lkpy_number(constant_obj, &constant) < 0) {
        Py_DECREF(terms);
        return NULL;
    }
    PyObject *result;
    if (type == &Expression_Type) {
        result = lkpy_new_expression(terms, constant);
    } else {
        result = type->tp_alloc(type, 0);
        if (result != NULL) {
            ((ExpressionObject *)result)->terms = Py_NewRef(terms);
            ((ExpressionObject *)result)->constant = constant;
        }
    }
    Py_DECREF(terms);
    return result;
}

static int Expression_traverse(ExpressionObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->terms);
    return 0;
}

static void Expression_dealloc(ExpressionObject *self)
{
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->terms);
    type->tp_free((PyObject *)self);
}

static PyObject *Expression_terms(ExpressionObject *self, PyObject *unused)
{
    return Py_NewRef(self->terms);
}

static PyObject *Expression_constant(ExpressionObject *self, PyObject *unused)
{
    return PyFloat_FromDouble(self->constant);
}

static PyObject *Expression_value(ExpressionObject *self, PyObject *unused)
{
    return PyFloat_FromDouble(lkpy_expression_value(self));
}

static PyObject *Expression_str(ExpressionObject *self)
{
    /* kiwi's format: "1 * x + 2 * y + 3" (the constant always last, even when 0). */
    Py_ssize_t n = PyTuple_GET_SIZE(self->terms);
    PyObject *parts = PyList_New(n + 1);
    if (parts == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *text = PyObject_Str(PyTuple_GET_ITEM(self->terms, i));
        if (text == NULL) {
            Py_DECREF(parts);
            return NULL;
        }
        PyList_SET_ITEM(parts, i, text);
    }
    PyObject *constant = lkpy_format_number(self->constant);
    if (constant == NULL) {
        Py_DECREF(parts);
        return NULL;
    }
    PyList_SET_ITEM(parts, n, constant);
    PyObject *separator = PyUnicode_FromString(" + ");
    PyObject *result = separator != NULL ? PyUnicode_Join(separator, parts) : NULL;
    Py_XDECREF(separator);
    Py_DECREF(parts);
    return result;
}

static PyMethodDef Expression_methods[] = {
    {"terms", (PyCFunction)Expression_terms, METH_NOARGS, "The terms, a tuple."},
    {"constant", (PyCFunction)Expression_constant, METH_NOARGS, "The constant."},
    {"value", (PyCFunction)Expression_value, METH_NOARGS, "The value at the variables' current values."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Expression_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiwisolver.Expression",
    .tp_basicsize = sizeof(ExpressionObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Expression(terms, constant=0.0): sum(terms) + constant.",
    .tp_new = Expression_new,
    .tp_dealloc = (destructor)Expression_dealloc,
    .tp_traverse = (traverseproc)Expression_traverse,
    .tp_repr = (reprfunc)Expression_str,
    .tp_str = (reprfunc)Expression_str,
    .tp_methods = Expression_methods,
    .tp_as_number = &lkpy_symbolic_number_methods,
    .tp_richcompare = lkpy_symbolic_richcompare,
};
