/* strength.c: kiwisolver.strength, the four named strengths and create(). */
#include "lkpy.h"

static double clip(double value)
{
    return value < 0.0 ? 0.0 : value > 1000.0 ? 1000.0 : value;
}

static PyObject *Strength_get(PyObject *self, void *value)
{
    return PyFloat_FromDouble(*(const double *)value);
}

static PyObject *Strength_create(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs < 3 || nargs > 4) {
        PyErr_Format(PyExc_TypeError, "create() takes 3 or 4 arguments (%zd given)", nargs);
        return NULL;
    }
    double a, b, c, w = 1.0;
    if (lkpy_number(args[0], &a) < 0 || lkpy_number(args[1], &b) < 0 || lkpy_number(args[2], &c) < 0 ||
        (nargs == 4 && lkpy_number(args[3], &w) < 0))
        return NULL;
    /* kiwi's scale: each of the three parts (times the weight) clipped to [0, 1000]. */
    return PyFloat_FromDouble(clip(a * w) * KIWI_STRONG + clip(b * w) * KIWI_MEDIUM + clip(c * w));
}

static const double required = KIWI_REQUIRED, strong = KIWI_STRONG, medium = KIWI_MEDIUM, weak = KIWI_WEAK;

static PyGetSetDef Strength_getset[] = {
    {"required", Strength_get, NULL, "1001001000.0", (void *)&required},
    {"strong", Strength_get, NULL, "1000000.0", (void *)&strong},
    {"medium", Strength_get, NULL, "1000.0", (void *)&medium},
    {"weak", Strength_get, NULL, "1.0", (void *)&weak},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef Strength_methods[] = {
    {"create", (PyCFunction)(void (*)(void))Strength_create, METH_FASTCALL,
     "create(strong, medium, weak, weight=1.0): a strength number on kiwi's scale."},
    {NULL, NULL, 0, NULL},
};

PyTypeObject Strength_Type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "kiwisolver.Strength",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "kiwi's strengths: required, strong, medium, weak and create().",
    .tp_getset = Strength_getset,
    .tp_methods = Strength_methods,
};
