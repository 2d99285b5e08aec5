/* module.c: layoutkernel._cext, the types, the strength object and kiwi's exceptions. */
#include "lkpy.h"

PyObject *Exc_BadRequiredStrength;
PyObject *Exc_DuplicateConstraint;
PyObject *Exc_DuplicateEditVariable;
PyObject *Exc_UnknownConstraint;
PyObject *Exc_UnknownEditVariable;
PyObject *Exc_UnsatisfiableConstraint;

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "layoutkernel._cext",
    .m_doc = "LayoutKernel's solver with kiwisolver's API (see the layoutkernel package).",
    .m_size = -1,
};

static int load_exceptions(void)
{
    /* The classes live in Python (layoutkernel.exceptions) so they stay plain exceptions
       with kiwi's attributes; the package imports this module first, so import it here. */
    PyObject *exceptions = PyImport_ImportModule("layoutkernel.exceptions");
    if (exceptions == NULL)
        return -1;
    struct { PyObject **slot; const char *name; } table[] = {
        {&Exc_BadRequiredStrength, "BadRequiredStrength"},
        {&Exc_DuplicateConstraint, "DuplicateConstraint"},
        {&Exc_DuplicateEditVariable, "DuplicateEditVariable"},
        {&Exc_UnknownConstraint, "UnknownConstraint"},
        {&Exc_UnknownEditVariable, "UnknownEditVariable"},
        {&Exc_UnsatisfiableConstraint, "UnsatisfiableConstraint"},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        *table[i].slot = PyObject_GetAttrString(exceptions, table[i].name);
        if (*table[i].slot == NULL) {
            Py_DECREF(exceptions);
            return -1;
        }
    }
    Py_DECREF(exceptions);
    return 0;
}

PyMODINIT_FUNC PyInit__cext(void)
{
    PyTypeObject *types[] = {&Variable_Type, &Term_Type, &Expression_Type, &Constraint_Type, &Solver_Type,
                             &Strength_Type};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        if (PyType_Ready(types[i]) < 0)
            return NULL;
    }
    if (load_exceptions() < 0)
        return NULL;
    PyObject *module = PyModule_Create(&module_def);
    if (module == NULL)
        return NULL;
    const char *names[] = {"Variable", "Term", "Expression", "Constraint", "Solver"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (PyModule_AddObjectRef(module, names[i], (PyObject *)types[i]) < 0)
            goto fail;
    }
    PyObject *strength = PyObject_New(PyObject, &Strength_Type);
    if (strength == NULL || PyModule_AddObject(module, "strength", strength) < 0) {
        Py_XDECREF(strength);
        goto fail;
    }
    /* kiwisolver's API level (matplotlib requires at least 1.3.1). */
    if (PyModule_AddStringConstant(module, "__version__", "1.5.1") < 0 ||
        PyModule_AddStringConstant(module, "__kiwi_version__", "1.5.1") < 0)
        goto fail;
    return module;
fail:
    Py_DECREF(module);
    return NULL;
}
