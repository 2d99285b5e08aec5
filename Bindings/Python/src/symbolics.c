/* symbolics.c: kiwi's operators on Variable, Term and Expression.
 *
 *   + -        any two of Variable / Term / Expression / number -> Expression
 *                (the left operand's terms first, except that an Expression's terms come
 *                before a Variable's or Term's)
 *   * /        Variable or Term with a number -> Term; Expression with a number -> Expression
 *   unary -    same type as the operand
 *   == <= >=   -> Constraint `left - right op 0` at the required strength
 *   < != >     TypeError
 * Anything else returns NotImplemented, so Python (or numpy, for its integer scalars) can try
 * the other operand.
 */
#include "lkpy.h"

typedef enum { K_OTHER, K_NUMBER, K_VAR, K_TERM, K_EXPR } Kind;

static Kind kind_of(PyObject *o)
{
    if (Variable_Check(o))
        return K_VAR;
    if (Term_Check(o))
        return K_TERM;
    if (Expression_Check(o))
        return K_EXPR;
    if (lkpy_is_number(o))
        return K_NUMBER;
    return K_OTHER;
}

static Py_ssize_t term_count(PyObject *o, Kind k)
{
    switch (k) {
    case K_VAR:
    case K_TERM: return 1;
    case K_EXPR: return PyTuple_GET_SIZE(((ExpressionObject *)o)->terms);
    default: return 0;
    }
}

/* `scale * term`, sharing the term when the scale is 1. */
static PyObject *scaled_term(PyObject *term, double scale)
{
    if (scale == 1.0)
        return Py_NewRef(term);
    TermObject *t = (TermObject *)term;
    return lkpy_new_term(t->variable, t->coefficient * scale);
}

/* Writes o's terms times scale into tuple from *pos on; -1 with an error. */
static int put_terms(PyObject *tuple, Py_ssize_t *pos, PyObject *o, Kind k, double scale)
{
    PyObject *term;
    switch (k) {
    case K_VAR:
        if ((term = lkpy_new_term(o, scale)) == NULL)
            return -1;
        PyTuple_SET_ITEM(tuple, (*pos)++, term);
        return 0;
    case K_TERM:
        if ((term = scaled_term(o, scale)) == NULL)
            return -1;
        PyTuple_SET_ITEM(tuple, (*pos)++, term);
        return 0;
    case K_EXPR: {
        PyObject *terms = ((ExpressionObject *)o)->terms;
        Py_ssize_t n = PyTuple_GET_SIZE(terms);
        for (Py_ssize_t i = 0; i < n; i++) {
            if ((term = scaled_term(PyTuple_GET_ITEM(terms, i), scale)) == NULL)
                return -1;
            PyTuple_SET_ITEM(tuple, (*pos)++, term);
        }
        return 0;
    }
    default:
        return 0;
    }
}

/* o's constant part times scale; -1 with an error (an int too large for a double). */
static int constant_of(PyObject *o, Kind k, double scale, double *out)
{
    if (k == K_EXPR) {
        *out = ((ExpressionObject *)o)->constant * scale;
    } else if (k == K_NUMBER) {
        double value;
        if (lkpy_number(o, &value) < 0)
            return -1;
        *out = value * scale;
    } else {
        *out = 0.0;
    }
    return 0;
}

/* a + sign * b as an Expression; NotImplemented when an operand is not symbolic or a number. */
static PyObject *combine(PyObject *a, PyObject *b, double sign)
{
    Kind ka = kind_of(a), kb = kind_of(b);
    if (ka == K_OTHER || kb == K_OTHER)
        Py_RETURN_NOTIMPLEMENTED;
    double ca, cb;
    if (constant_of(a, ka, 1.0, &ca) < 0 || constant_of(b, kb, sign, &cb) < 0)
        return NULL;
    PyObject *terms = PyTuple_New(term_count(a, ka) + term_count(b, kb));
    if (terms == NULL)
        return NULL;
    Py_ssize_t pos = 0;
    /* kiwi puts an Expression's terms before a lone Variable's or Term's, whichever side it
       is on; its suite checks that order. */
    int expression_first = kb == K_EXPR && (ka == K_VAR || ka == K_TERM);
    int failed = expression_first
                     ? put_terms(terms, &pos, b, kb, sign) < 0 || put_terms(terms, &pos, a, ka, 1.0) < 0
                     : put_terms(terms, &pos, a, ka, 1.0) < 0 || put_terms(terms, &pos, b, kb, sign) < 0;
    if (failed) {
        Py_DECREF(terms);
        return NULL;
    }
    PyObject *result = lkpy_new_expression(terms, ca + cb);
    Py_DECREF(terms);
    return result;
}

static PyObject *scale(PyObject *o, Kind k, double factor)
{
    switch (k) {
    case K_VAR:
        return lkpy_new_term(o, factor);
    case K_TERM:
        return lkpy_new_term(((TermObject *)o)->variable, ((TermObject *)o)->coefficient * factor);
    case K_EXPR: {
        PyObject *terms = PyTuple_New(term_count(o, k));
        if (terms == NULL)
            return NULL;
        Py_ssize_t pos = 0;
        if (put_terms(terms, &pos, o, k, factor) < 0) {
            Py_DECREF(terms);
            return NULL;
        }
        PyObject *result = lkpy_new_expression(terms, ((ExpressionObject *)o)->constant * factor);
        Py_DECREF(terms);
        return result;
    }
    default:
        Py_RETURN_NOTIMPLEMENTED;
    }
}

static PyObject *sym_add(PyObject *a, PyObject *b)
{
    return combine(a, b, 1.0);
}

static PyObject *sym_subtract(PyObject *a, PyObject *b)
{
    return combine(a, b, -1.0);
}

static PyObject *sym_multiply(PyObject *a, PyObject *b)
{
    Kind ka = kind_of(a), kb = kind_of(b);
    double factor;
    if (ka == K_NUMBER && kb >= K_VAR) {
        if (lkpy_number(a, &factor) < 0)
            return NULL;
        return scale(b, kb, factor);
    }
    if (kb == K_NUMBER && ka >= K_VAR) {
        if (lkpy_number(b, &factor) < 0)
            return NULL;
        return scale(a, ka, factor);
    }
    Py_RETURN_NOTIMPLEMENTED;
}

static PyObject *sym_true_divide(PyObject *a, PyObject *b)
{
    Kind ka = kind_of(a), kb = kind_of(b);
    if (ka < K_VAR || kb != K_NUMBER)
        Py_RETURN_NOTIMPLEMENTED;
    double divisor;
    if (lkpy_number(b, &divisor) < 0)
        return NULL;
    if (divisor == 0.0) {
        PyErr_SetString(PyExc_ZeroDivisionError, "float division by zero");
        return NULL;
    }
    return scale(a, ka, 1.0 / divisor);
}

static PyObject *sym_negative(PyObject *a)
{
    return scale(a, kind_of(a), -1.0);
}

PyNumberMethods lkpy_symbolic_number_methods = {
    .nb_add = sym_add,
    .nb_subtract = sym_subtract,
    .nb_multiply = sym_multiply,
    .nb_true_divide = sym_true_divide,
    .nb_negative = sym_negative,
};

PyObject *lkpy_symbolic_richcompare(PyObject *a, PyObject *b, int op)
{
    RelOp rel;
    switch (op) {
    case Py_EQ: rel = OP_EQ; break;
    case Py_LE: rel = OP_LE; break;
    case Py_GE: rel = OP_GE; break;
    default: {
        const char *symbol = op == Py_LT ? "<" : op == Py_GT ? ">" : "!=";
        PyErr_Format(PyExc_TypeError, "unsupported operand type(s) for %s: '%.100s' and '%.100s'", symbol,
                     Py_TYPE(a)->tp_name, Py_TYPE(b)->tp_name);
        return NULL;
    }
    }
    PyObject *difference = combine(a, b, -1.0);
    if (difference == NULL || difference == Py_NotImplemented)
        return difference;
    PyObject *result = lkpy_new_constraint(difference, rel, KIWI_REQUIRED);
    Py_DECREF(difference);
    return result;
}
