/*
 * lkpy.h: the object layouts and shared helpers of layoutkernel._cext, the CPython extension
 * that gives LayoutKernel's C API kiwisolver's Python API.
 *
 * Variable, Term, Expression and Constraint are immutable value objects (a Variable's name and
 * context excepted), so operators build new objects and share the parts they do not change.
 * Only Variable, Constraint and Solver own library handles; a Constraint makes its library
 * constraint at its first addConstraint, so a constraint holding NaN can be built and printed
 * (as with kiwi) and fails only when it reaches a solver.
 */
#ifndef LKPY_H
#define LKPY_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "layoutkernel.h"

/* kiwi's strength scale: required is 1000 strong + 1000 medium + 1000 weak. */
#define KIWI_REQUIRED 1001001000.0
#define KIWI_STRONG 1000000.0
#define KIWI_MEDIUM 1000.0
#define KIWI_WEAK 1.0

typedef struct {
    PyObject_HEAD
    lk_variable handle;
    PyObject *name;    /* str */
    PyObject *context; /* any object, or NULL for None */
} VariableObject;

typedef struct {
    PyObject_HEAD
    PyObject *variable; /* Variable */
    double coefficient;
} TermObject;

typedef struct {
    PyObject_HEAD
    PyObject *terms; /* tuple of Term */
    double constant;
} ExpressionObject;

typedef enum { OP_LE = 0, OP_EQ = 1, OP_GE = 2 } RelOp;

typedef struct {
    PyObject_HEAD
    PyObject *expression; /* Expression, each variable at most once */
    RelOp op;
    double strength; /* kiwi's number, clipped to [0, KIWI_REQUIRED] */
    lk_constraint handle; /* NULL until the first addConstraint */
} ConstraintObject;

typedef struct {
    PyObject_HEAD
    lk_solver handle;
} SolverObject;

extern PyTypeObject Variable_Type;
extern PyTypeObject Term_Type;
extern PyTypeObject Expression_Type;
extern PyTypeObject Constraint_Type;
extern PyTypeObject Solver_Type;
extern PyTypeObject Strength_Type;

#define Variable_Check(o) PyObject_TypeCheck((o), &Variable_Type)
#define Term_Check(o) PyObject_TypeCheck((o), &Term_Type)
#define Expression_Check(o) PyObject_TypeCheck((o), &Expression_Type)
#define Constraint_Check(o) PyObject_TypeCheck((o), &Constraint_Type)

/* kiwi's exception classes (layoutkernel.exceptions), set at module init. */
extern PyObject *Exc_BadRequiredStrength;
extern PyObject *Exc_DuplicateConstraint;
extern PyObject *Exc_DuplicateEditVariable;
extern PyObject *Exc_UnknownConstraint;
extern PyObject *Exc_UnknownEditVariable;
extern PyObject *Exc_UnsatisfiableConstraint;

/* helpers.c */
/* Raises kiwi's TypeError "Expected object of type `X`. Got object of type `Y` instead." */
PyObject *lkpy_type_error(const char *expected, PyObject *got);
/* A float or int (or an object with __index__) as a double; 0 on success, -1 with an error. */
int lkpy_number(PyObject *obj, double *out);
/* Whether obj is a number lkpy_number accepts without calling Python code. */
int lkpy_is_number(PyObject *obj);
/* kiwi's strength argument: one of the four names, or a number (clipped). */
int lkpy_strength(PyObject *obj, double *out);
/* Maps a kiwi strength number onto a strict LayoutKernel level and weight. */
lk_strength lkpy_lk_strength(double kiwi_strength);
/* kiwi's number format (C++ stream default: %g). */
PyObject *lkpy_format_number(double value);
/* Raises the Python error for a failed C API call that has no kiwi exception. */
void lkpy_raise_status(lk_status status);

/* Constructors shared by the operators. They steal nothing. */
PyObject *lkpy_new_term(PyObject *variable, double coefficient);
PyObject *lkpy_new_expression(PyObject *terms_tuple, double constant);
/* A constraint `expression op 0` (expression reduced: each variable once). */
PyObject *lkpy_new_constraint(PyObject *expression, RelOp op, double strength);
/* The current value of a Variable (0 before any solve). */
double lkpy_variable_value(PyObject *variable);
double lkpy_expression_value(ExpressionObject *expr);

/* symbolics.c: the number protocol and comparisons of Variable, Term, Expression. */
extern PyNumberMethods lkpy_symbolic_number_methods;
PyObject *lkpy_symbolic_richcompare(PyObject *a, PyObject *b, int op);

#endif
