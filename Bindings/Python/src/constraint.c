/* constraint.c: kiwisolver.Constraint, `expression op 0 | strength`. */
#include "lkpy.h"

#include <math.h>
#include <stdlib.h>

/* Below this many terms the quadratic scan beats sorting. */
#define SMALL_REDUCE 32

typedef struct {
    PyObject *variable;
    Py_ssize_t first; /* index of the variable's first term */
} Slot;

static int compare_variable(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)((const Slot *)a)->variable, y = (uintptr_t)((const Slot *)b)->variable;
    if (x != y)
        return x < y ? -1 : 1;
    Py_ssize_t i = ((const Slot *)a)->first, j = ((const Slot *)b)->first;
    return i < j ? -1 : i > j;
}

/* For each term, the index of the first term with the same variable (itself when first);
   returns whether any variable repeats. */
static int find_firsts(PyObject *terms, Py_ssize_t n, Py_ssize_t *firsts)
{
    int repeats = 0;
    if (n <= SMALL_REDUCE) {
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *v = ((TermObject *)PyTuple_GET_ITEM(terms, i))->variable;
            firsts[i] = i;
            for (Py_ssize_t j = 0; j < i; j++) {
                if (((TermObject *)PyTuple_GET_ITEM(terms, j))->variable == v) {
                    firsts[i] = j;
                    repeats = 1;
                    break;
                }
            }
        }
        return repeats;
    }
    Slot *slots = PyMem_Malloc(sizeof(Slot) * (size_t)n);
    if (slots == NULL)
        return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        slots[i].variable = ((TermObject *)PyTuple_GET_ITEM(terms, i))->variable;
        slots[i].first = i;
    }
    qsort(slots, (size_t)n, sizeof(Slot), compare_variable);
    for (Py_ssize_t i = 0; i < n; i++) {
        if (i > 0 && slots[i].variable == slots[i - 1].variable) {
            firsts[slots[i].first] = firsts[slots[i - 1].first];
            repeats = 1;
        } else {
            firsts[slots[i].first] = slots[i].first;
        }
    }
    PyMem_Free(slots);
    return repeats;
}

/* The expression with each variable once (coefficients summed in term order, the variable
   where it first appears), or the expression itself when no variable repeats. */
static PyObject *reduce_expression(PyObject *expression)
{
    ExpressionObject *expr = (ExpressionObject *)expression;
    Py_ssize_t n = PyTuple_GET_SIZE(expr->terms);
    if (n < 2)
        return Py_NewRef(expression);
    Py_ssize_t stack[SMALL_REDUCE];
    Py_ssize_t *firsts = n <= SMALL_REDUCE ? stack : PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)n);
    if (firsts == NULL)
        return PyErr_NoMemory();
    PyObject *result = NULL;
    int repeats = find_firsts(expr->terms, n, firsts);
    if (repeats < 0) {
        PyErr_NoMemory();
        goto done;
    }
    if (repeats == 0) {
        result = Py_NewRef(expression);
        goto done;
    }
    double *sums = PyMem_Calloc((size_t)n, sizeof(double));
    if (sums == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t count = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        sums[firsts[i]] += ((TermObject *)PyTuple_GET_ITEM(expr->terms, i))->coefficient;
        if (firsts[i] == i)
            count++;
    }
    PyObject *terms = PyTuple_New(count);
    if (terms != NULL) {
        Py_ssize_t k = 0;
        for (Py_ssize_t i = 0; i < n; i++) {
            if (firsts[i] != i)
                continue;
            PyObject *term = lkpy_new_term(((TermObject *)PyTuple_GET_ITEM(expr->terms, i))->variable, sums[i]);
            if (term == NULL) {
                Py_CLEAR(terms);
                break;
            }
            PyTuple_SET_ITEM(terms, k++, term);
        }
    }
    PyMem_Free(sums);
    if (terms != NULL) {
        result = lkpy_new_expression(terms, expr->constant);
        Py_DECREF(terms);
    }
done:
    if (firsts != stack)
        PyMem_Free(firsts);
    return result;
}

PyObject *lkpy_new_constraint(PyObject *expression, RelOp op, double strength)
{
    PyObject *reduced = reduce_expression(expression);
    if (reduced == NULL)
        return NULL;
    ConstraintObject *self = PyObject_GC_New(ConstraintObject, &Constraint_Type);
    if (self == NULL) {
        Py_DECREF(reduced);
        return NULL;
    }
    self->expression = reduced;
    self->op = op;
    self->strength = strength;
    self->handle = NULL;
    PyObject_GC_Track(self);
    return (PyObject *)self;
}

/* "==", "<=" or ">=" as a RelOp; -1 with kiwi's errors otherwise. */
static int parse_op(PyObject *obj, RelOp *out)
{
    if (!PyUnicode_Check(obj)) {
        lkpy_type_error("str", obj);
        return -1;
    }
    if (PyUnicode_GET_LENGTH(obj) == 2 && PyUnicode_READ_CHAR(obj, 1) == '=') {
        switch (PyUnicode_READ_CHAR(obj, 0)) {
        case '=': *out = OP_EQ; return 0;
        case '<': *out = OP_LE; return 0;
        case '>': *out = OP_GE; return 0;
        }
    }
    PyErr_Format(PyExc_ValueError, "relational operator must be '==', '<=', or '>=', not '%U'", obj);
    return -1;
}

static PyObject *Constraint_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    PyObject *expression, *op_obj, *strength_obj = NULL;
    if (kwargs == NULL && PyTuple_GET_SIZE(args) >= 2 && PyTuple_GET_SIZE(args) <= 3) {
        expression = PyTuple_GET_ITEM(args, 0);
        op_obj = PyTuple_GET_ITEM(args, 1);
        if (PyTuple_GET_SIZE(args) == 3)
            strength_obj = PyTuple_GET_ITEM(args, 2);
    } else {
        static char *keywords[] = {"expression", "op", "strength", NULL};
        if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OO|O:__new__", keywords, &expression, &op_obj, &strength_obj))
            return NULL;
    }
    if (!Expression_Check(expression))
        return lkpy_type_error("Expression", expression);
    RelOp op;
    if (parse_op(op_obj, &op) < 0)
        return NULL;
    double strength = KIWI_REQUIRED;
    if (strength_obj != NULL && lkpy_strength(strength_obj, &strength) < 0)
        return NULL;
    if (type == &Constraint_Type)
        return lkpy_new_constraint(expression, op, strength);
    PyObject *reduced = reduce_expression(expression);
    if (reduced == NULL)
        return NULL;
    ConstraintObject *self = (ConstraintObject *)type->tp_alloc(type, 0);
    if (self == NULL) {
        Py_DECREF(reduced);
        return NULL;
    }
    self->expression = reduced;
    self->op = op;
    self->strength = strength;
    return (PyObject *)self;
}

static int Constraint_traverse(ConstraintObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->expression);
    return 0;
}

static void Constraint_dealloc(ConstraintObject *self)
{
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Py_CLEAR(self->expression);
    if (self->handle != NULL)
        (void)lk_constraint_release(self->handle); /* only fails for a handle we never had */
    type->tp_free((PyObject *)self);
}

static const char *op_text(RelOp op)
{
    return op == OP_LE ? "<=" : op == OP_EQ ? "==" : ">=";
}

static int is_violated(ConstraintObject *self)
{
    /* kiwi's tolerance for "near zero". */
    double value = lkpy_expression_value((ExpressionObject *)self->expression);
    switch (self->op) {
    case OP_LE: return value > 1.0e-8;
    case OP_GE: return value < -1.0e-8;
    default: return !(fabs(value) < 1.0e-8); /* NaN is violated */
    }
}

static PyObject *Constraint_expression(ConstraintObject *self, PyObject *unused)
{
    return Py_NewRef(self->expression);
}

static PyObject *Constraint_op(ConstraintObject *self, PyObject *unused)
{
    return PyUnicode_FromString(op_text(self->op));
}

static PyObject *Constraint_strength(ConstraintObject *self, PyObject *unused)
{
    return PyFloat_FromDouble(self->strength);
}

static PyObject *Constraint_violated(ConstraintObject *self, PyObject *unused)
{
    return PyBool_FromLong(is_violated(self));
}

static PyObject *Constraint_str(ConstraintObject *self)
{
    PyObject *strength = lkpy_format_number(self->strength);
    if (strength == NULL)
        return NULL;
    PyObject *result = PyUnicode_FromFormat("%S %s 0 | strength = %U%s", self->expression, op_text(self->op),
                                            strength, is_violated(self) ? " (VIOLATED)" : "");
    Py_DECREF(strength);
    return result;
}

static PyObject *Constraint_or(PyObject *a, PyObject *b)
{
    /* `constraint | strength` and `strength | constraint`: a copy at another strength. */
    PyObject *constraint = Constraint_Check(a) ? a : b;
    PyObject *other = constraint == a ? b : a;
    if (!Constraint_Check(constraint))
        Py_RETURN_NOTIMPLEMENTED;
    double strength;
    if (lkpy_strength(other, &strength) < 0)
        return NULL;
    ConstraintObject *c = (ConstraintObject *)constraint;
    return lkpy_new_constraint(c->expression, c->op, strength);
}

static PyNumberMethods Constraint_as_number = {
    .nb_or = Constraint_or,
};

static PyMethodDef Constraint_methods[] = {
    {"expression", (PyCFunction)Constraint_expression, METH_NOARGS, "The expression compared with 0."},
    {"op", (PyCFunction)Constraint_op, METH_NOARGS, "'==', '<=' or '>='."},
    {"strength", (PyCFunction)Constraint_strength, METH_NOARGS, "The strength (kiwi's number)."},
    {"violated", (PyCFunction)Constraint_violated, METH_NOARGS,
     "Whether the variables' current values violate the constraint."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Constraint_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiwisolver.Constraint",
    .tp_basicsize = sizeof(ConstraintObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Constraint(expression, op, strength='required'): expression op 0.",
    .tp_new = Constraint_new,
    .tp_dealloc = (destructor)Constraint_dealloc,
    .tp_traverse = (traverseproc)Constraint_traverse,
    .tp_repr = (reprfunc)Constraint_str,
    .tp_str = (reprfunc)Constraint_str,
    .tp_methods = Constraint_methods,
    .tp_as_number = &Constraint_as_number,
};
