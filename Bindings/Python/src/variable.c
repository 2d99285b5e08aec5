/* variable.c: kiwisolver.Variable over an lk_variable handle. */
#include "lkpy.h"

static PyObject *Variable_new(PyTypeObject *type, PyObject *args, PyObject *kwargs)
{
    static char *keywords[] = {"name", "context", NULL};
    PyObject *name = NULL;
    PyObject *context = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|UO:__new__", keywords, &name, &context))
        return NULL;
    const char *utf8 = "";
    if (name != NULL && (utf8 = PyUnicode_AsUTF8(name)) == NULL)
        return NULL;
    VariableObject *self = (VariableObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    lk_status status = lk_variable_create(utf8, &self->handle);
    if (status != LK_OK) {
        self->handle = NULL;
        Py_DECREF(self);
        lkpy_raise_status(status);
        return NULL;
    }
    if (name == NULL) {
        name = PyUnicode_FromStringAndSize(NULL, 0);
        if (name == NULL) {
            Py_DECREF(self);
            return NULL;
        }
        self->name = name;
    } else {
        self->name = Py_NewRef(name);
    }
    self->context = context == Py_None ? NULL : Py_XNewRef(context);
    return (PyObject *)self;
}

static int Variable_traverse(VariableObject *self, visitproc visit, void *arg)
{
    Py_VISIT(self->name);
    Py_VISIT(self->context);
    return 0;
}

/* Only the context can close a reference cycle (Term, Expression and Constraint hold
   immutable references), so clearing it breaks every cycle and leaves the name usable. */
static int Variable_clear(VariableObject *self)
{
    Py_CLEAR(self->context);
    return 0;
}

static void Variable_dealloc(VariableObject *self)
{
    PyTypeObject *type = Py_TYPE(self);
    PyObject_GC_UnTrack(self);
    Variable_clear(self);
    Py_CLEAR(self->name);
    if (self->handle != NULL)
        (void)lk_variable_release(self->handle); /* only fails for a handle we never had */
    type->tp_free((PyObject *)self);
}

double lkpy_variable_value(PyObject *variable)
{
    double value = 0.0;
    /* A valid handle always has a value; on the impossible failure the default 0 stands. */
    (void)lk_variable_value(((VariableObject *)variable)->handle, &value);
    return value;
}

static PyObject *Variable_name(VariableObject *self, PyObject *unused)
{
    return Py_NewRef(self->name);
}

static PyObject *Variable_setName(VariableObject *self, PyObject *name)
{
    if (!PyUnicode_Check(name))
        return lkpy_type_error("str", name);
    Py_SETREF(self->name, Py_NewRef(name));
    Py_RETURN_NONE;
}

static PyObject *Variable_context(VariableObject *self, PyObject *unused)
{
    return Py_NewRef(self->context != NULL ? self->context : Py_None);
}

static PyObject *Variable_setContext(VariableObject *self, PyObject *context)
{
    Py_XSETREF(self->context, context == Py_None ? NULL : Py_NewRef(context));
    Py_RETURN_NONE;
}

static PyObject *Variable_value(VariableObject *self, PyObject *unused)
{
    double value;
    lk_status status = lk_variable_value(self->handle, &value);
    if (status != LK_OK) {
        lkpy_raise_status(status);
        return NULL;
    }
    return PyFloat_FromDouble(value);
}

static PyObject *Variable_str(VariableObject *self)
{
    return Py_NewRef(self->name);
}

static PyMethodDef Variable_methods[] = {
    {"name", (PyCFunction)Variable_name, METH_NOARGS, "The variable's name."},
    {"setName", (PyCFunction)Variable_setName, METH_O, "Sets the variable's name (a str)."},
    {"context", (PyCFunction)Variable_context, METH_NOARGS, "The object attached with setContext."},
    {"setContext", (PyCFunction)Variable_setContext, METH_O, "Attaches any object to the variable."},
    {"value", (PyCFunction)Variable_value, METH_NOARGS, "The value of the last updateVariables."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Variable_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiwisolver.Variable",
    .tp_basicsize = sizeof(VariableObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Variable(name='', context=None): a variable of the solver.",
    .tp_new = Variable_new,
    .tp_dealloc = (destructor)Variable_dealloc,
    .tp_traverse = (traverseproc)Variable_traverse,
    .tp_clear = (inquiry)Variable_clear,
    .tp_repr = (reprfunc)Variable_str,
    .tp_str = (reprfunc)Variable_str,
    .tp_methods = Variable_methods,
    .tp_as_number = &lkpy_symbolic_number_methods,
    .tp_richcompare = lkpy_symbolic_richcompare,
};
