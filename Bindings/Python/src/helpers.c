/* helpers.c: argument conversion, strength mapping, number formatting and status errors. */
#include "lkpy.h"

#include <math.h>
#include <stdio.h>

PyObject *lkpy_type_error(const char *expected, PyObject *got)
{
    PyErr_Format(PyExc_TypeError, "Expected object of type `%s`. Got object of type `%s` instead.",
                 expected, Py_TYPE(got)->tp_name);
    return NULL;
}

int lkpy_is_number(PyObject *obj)
{
    return PyFloat_Check(obj) || PyLong_Check(obj);
}

int lkpy_number(PyObject *obj, double *out)
{
    if (PyFloat_Check(obj)) {
        *out = PyFloat_AS_DOUBLE(obj);
        return 0;
    }
    if (PyLong_Check(obj)) {
        double value = PyLong_AsDouble(obj);
        if (value == -1.0 && PyErr_Occurred())
            return -1;
        *out = value;
        return 0;
    }
    /* numpy's integer scalars are not int subclasses but do have __index__. */
    if (Py_TYPE(obj)->tp_as_number != NULL && Py_TYPE(obj)->tp_as_number->nb_index != NULL) {
        PyObject *index = PyNumber_Index(obj);
        if (index == NULL)
            return -1;
        double value = PyLong_AsDouble(index);
        Py_DECREF(index);
        if (value == -1.0 && PyErr_Occurred())
            return -1;
        *out = value;
        return 0;
    }
    lkpy_type_error("float, int, or long", obj);
    return -1;
}

static double clip_strength(double value)
{
    /* kiwi clips to [0, required]; NaN compares false both ways and stays NaN, which the
       library rejects as an invalid strength when the constraint reaches a solver. */
    if (value < 0.0)
        return 0.0;
    if (value > KIWI_REQUIRED)
        return KIWI_REQUIRED;
    return value;
}

int lkpy_strength(PyObject *obj, double *out)
{
    if (PyUnicode_Check(obj)) {
        if (PyUnicode_CompareWithASCIIString(obj, "required") == 0)
            *out = KIWI_REQUIRED;
        else if (PyUnicode_CompareWithASCIIString(obj, "strong") == 0)
            *out = KIWI_STRONG;
        else if (PyUnicode_CompareWithASCIIString(obj, "medium") == 0)
            *out = KIWI_MEDIUM;
        else if (PyUnicode_CompareWithASCIIString(obj, "weak") == 0)
            *out = KIWI_WEAK;
        else {
            PyErr_Format(PyExc_ValueError,
                         "string strength must be 'required', 'strong', 'medium', or 'weak', not '%U'", obj);
            return -1;
        }
        return 0;
    }
    double value;
    if (lkpy_number(obj, &value) < 0)
        return -1;
    *out = clip_strength(value);
    return 0;
}

lk_strength lkpy_lk_strength(double s)
{
    /* The leading tier of kiwi's number picks the strict level; the number divided by the
       tier is the weight inside it, so strength.create(0, 1, 0, 1.25) stays "medium x1.25". */
    lk_strength out;
    if (s >= KIWI_REQUIRED) {
        out.priority = LK_REQUIRED_PRIORITY;
        out.weight = 1.0;
    } else if (s >= KIWI_STRONG) {
        out.priority = LK_STRONG_PRIORITY;
        out.weight = s / KIWI_STRONG;
    } else if (s >= KIWI_MEDIUM) {
        out.priority = LK_MEDIUM_PRIORITY;
        out.weight = s / KIWI_MEDIUM;
    } else {
        out.priority = LK_WEAK_PRIORITY;
        out.weight = s;
    }
    return out;
}

PyObject *lkpy_format_number(double value)
{
    char buffer[64];
    snprintf(buffer, sizeof buffer, "%g", value);
    return PyUnicode_FromString(buffer);
}

void lkpy_raise_status(lk_status status)
{
    const char *message = lk_last_error_message();
    PyObject *type;
    switch (status) {
    case LK_ERROR_NON_FINITE_VALUE:
    case LK_ERROR_INVALID_STRENGTH:
    case LK_ERROR_INVALID_ARGUMENT:
        type = PyExc_ValueError;
        break;
    case LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER:
    case LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER:
        type = PyExc_RuntimeError;
        break;
    default:
        /* NULL or invalid handles and short buffers are this extension's bugs, not the
           caller's: report them as such rather than as a user error. */
        type = PyExc_SystemError;
        break;
    }
    if (message == NULL || message[0] == '\0')
        message = lk_status_name(status);
    PyErr_SetString(type, message);
}
