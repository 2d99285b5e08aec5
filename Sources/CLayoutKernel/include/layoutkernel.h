/*
 * layoutkernel.h: the C API of LayoutKernel, an incremental Cassowary constraint solver with
 * strict (lexicographic) priorities.
 *
 * Handles. Variables, constraints and solvers are opaque handles (lk_variable, lk_constraint,
 * lk_solver). A handle is not a pointer: it names a slot in the library's table and carries a
 * generation, so a released handle, a handle of another kind or any garbage value is detected
 * and reported as LK_ERROR_INVALID_HANDLE; no call dereferences what the caller passes as a
 * handle. NULL is always LK_ERROR_NULL_ARGUMENT.
 *
 * Ownership. Every *_create has exactly one matching *_release:
 *   lk_variable_create   / lk_variable_release
 *   lk_constraint_create / lk_constraint_release
 *   lk_solver_create     / lk_solver_release
 * Releasing a handle ends the handle, not the object behind it: a constraint that a solver
 * holds stays in that solver (and keeps its variables) until the solver is reset or released;
 * a variable stays in the constraints that mention it. Release in any order. Strings the
 * library returns (lk_last_error_message, lk_status_name) are owned by the library; strings it
 * copies out (lk_variable_name, lk_constraint_describe, lk_solver_dump) go into the caller's
 * buffer.
 *
 * A variable or constraint belongs to at most one solver at a time (from the first add that
 * mentions it until the last removal, reset or release of that solver); using it in a second
 * solver meanwhile fails with LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER or
 * LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER.
 *
 * Errors. Every function returns an lk_status; LK_OK (0) is success. On failure nothing
 * changed (a failed solver call leaves the solver exactly as it was), out-parameters are left
 * untouched, and lk_last_error_message() describes the failure (per thread).
 *
 * Strengths are strict: a violation at a higher priority is worse than any amount of violation
 * at lower priorities; the weight scales errors within one priority. Priority >= 1000 is
 * required. (kiwi and other Cassowary ports add weighted errors across levels, so there enough
 * weak errors can outweigh a strong one; here they never do.)
 *
 * Threads. Calls on different solvers may run on different threads at the same time; calls on
 * one solver are serialised by the library.
 */
#ifndef LAYOUTKERNEL_H
#define LAYOUTKERNEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A variable handle (opaque; never dereference). */
typedef struct lk_variable_s *lk_variable;
/** A constraint handle (opaque; never dereference). */
typedef struct lk_constraint_s *lk_constraint;
/** A solver handle (opaque; never dereference). */
typedef struct lk_solver_s *lk_solver;

/** The result of every call. */
typedef int32_t lk_status;
enum {
    LK_OK = 0,
    /** A required pointer or handle argument was NULL. */
    LK_ERROR_NULL_ARGUMENT = 1,
    /** A handle was released, of another kind, or never returned by this library. */
    LK_ERROR_INVALID_HANDLE = 2,
    /** An argument is out of its range (an unknown relation, a term count too large). */
    LK_ERROR_INVALID_ARGUMENT = 3,
    /** NaN or infinity in a coefficient, constant or value, or a result that would overflow. */
    LK_ERROR_NON_FINITE_VALUE = 4,
    /** Priority not finite and above 0, or weight negative or not finite. */
    LK_ERROR_INVALID_STRENGTH = 5,
    /** The constraint is already in this solver. */
    LK_ERROR_DUPLICATE_CONSTRAINT = 6,
    /** A required constraint conflicts with required constraints; see lk_solver_conflicts. */
    LK_ERROR_UNSATISFIABLE_CONSTRAINT = 7,
    /** The constraint is not in this solver. */
    LK_ERROR_UNKNOWN_CONSTRAINT = 8,
    /** The variable is already an edit variable of this solver. */
    LK_ERROR_DUPLICATE_EDIT_VARIABLE = 9,
    /** The variable is not an edit variable of this solver. */
    LK_ERROR_UNKNOWN_EDIT_VARIABLE = 10,
    /** Edit variables cannot be required; a strength change cannot cross required/optional. */
    LK_ERROR_BAD_REQUIRED_STRENGTH = 11,
    /** The constraint is held by another solver. */
    LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER = 12,
    /** A variable of the call is held by another solver. */
    LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER = 13,
    /** The caller's buffer is too small; the needed size was written to the length out-parameter. */
    LK_ERROR_BUFFER_TOO_SMALL = 14
};

/** How a constraint's expression compares with zero. */
typedef int32_t lk_relation;
enum {
    LK_LESS_THAN_OR_EQUAL = 0,
    LK_EQUAL = 1,
    LK_GREATER_THAN_OR_EQUAL = 2
};

/** A strength: a priority level (>= 1000: required) and a weight within that level. */
typedef struct lk_strength {
    double priority;
    double weight;
} lk_strength;

#define LK_REQUIRED_PRIORITY 1000.0
#define LK_STRONG_PRIORITY 750.0
#define LK_MEDIUM_PRIORITY 500.0
#define LK_WEAK_PRIORITY 250.0

/** `coefficient * variable`: one summand of a constraint's expression. */
typedef struct lk_term {
    lk_variable variable;
    double coefficient;
} lk_term;

/** A short name for a status code ("LK_OK", "LK_ERROR_INVALID_HANDLE", ...); never NULL. */
const char *lk_status_name(lk_status status);
/** The message of the last failed call on this thread ("" if none); valid until the next
 *  failed call on this thread. */
const char *lk_last_error_message(void);

/* Variables */

/** Creates a variable; `name` (UTF-8, may be NULL) is used only in descriptions. Release with
 *  lk_variable_release. */
lk_status lk_variable_create(const char *name, lk_variable *out_variable);
/** Ends the handle. */
lk_status lk_variable_release(lk_variable variable);
/** The value written by the last lk_solver_update_variables of the solver holding it (0 first). */
lk_status lk_variable_value(lk_variable variable, double *out_value);
/** Copies the name, NUL-terminated, into `buffer` (`capacity` bytes; buffer may be NULL when
 *  capacity is 0). `out_length` (may be NULL) receives the name's length without the NUL. */
lk_status lk_variable_name(lk_variable variable, char *buffer, size_t capacity, size_t *out_length);

/* Constraints: `sum(terms) + constant  relation  0` */

/** Creates a constraint. `terms` may be NULL when `count` is 0; a variable may appear more than
 *  once. Fails on NaN/infinity, an invalid relation or strength, or an invalid variable handle.
 *  Release with lk_constraint_release. */
lk_status lk_constraint_create(const lk_term *terms, size_t count, double constant,
                               lk_relation relation, lk_strength strength,
                               lk_constraint *out_constraint);
/** Ends the handle (a solver holding the constraint keeps it). */
lk_status lk_constraint_release(lk_constraint constraint);
/** The constraint's current strength. */
lk_status lk_constraint_strength(lk_constraint constraint, lk_strength *out_strength);
/** The constraint's relation. */
lk_status lk_constraint_relation(lk_constraint constraint, lk_relation *out_relation);
/** The expression's current constant. */
lk_status lk_constraint_constant(lk_constraint constraint, double *out_constant);
/** Copies a description such as "x + 10 <= 0 | strong" (same buffer rules as lk_variable_name). */
lk_status lk_constraint_describe(lk_constraint constraint, char *buffer, size_t capacity, size_t *out_length);

/* Solvers */

/** Creates an empty solver. Release with lk_solver_release (which hands back every constraint
 *  and variable it holds). */
lk_status lk_solver_create(lk_solver *out_solver);
/** Ends the handle and frees the solver. */
lk_status lk_solver_release(lk_solver solver);
/** Adds a constraint. On LK_ERROR_UNSATISFIABLE_CONSTRAINT, lk_solver_conflicts lists a minimal
 *  set of required constraints it conflicts with. */
lk_status lk_solver_add_constraint(lk_solver solver, lk_constraint constraint);
/** Removes a constraint. */
lk_status lk_solver_remove_constraint(lk_solver solver, lk_constraint constraint);
/** Whether the solver holds the constraint. */
lk_status lk_solver_has_constraint(lk_solver solver, lk_constraint constraint, bool *out_has);
/** Changes the constant of a constraint the solver holds, in place. */
lk_status lk_solver_set_constant(lk_solver solver, lk_constraint constraint, double constant);
/** Changes the strength of an optional constraint the solver holds, in place. */
lk_status lk_solver_set_strength(lk_solver solver, lk_constraint constraint, lk_strength strength);
/** Makes `variable` an edit variable at an optional `strength`. */
lk_status lk_solver_add_edit_variable(lk_solver solver, lk_variable variable, lk_strength strength);
/** Removes an edit variable. */
lk_status lk_solver_remove_edit_variable(lk_solver solver, lk_variable variable);
/** Whether `variable` is an edit variable of the solver. */
lk_status lk_solver_has_edit_variable(lk_solver solver, lk_variable variable, bool *out_has);
/** Suggests a value for an edit variable. */
lk_status lk_solver_suggest_value(lk_solver solver, lk_variable variable, double value);
/** Writes the solution into the variables (read with lk_variable_value). `out_changed` (may be
 *  NULL) receives how many variables changed. */
lk_status lk_solver_update_variables(lk_solver solver, size_t *out_changed);
/** Removes every constraint and edit variable. */
lk_status lk_solver_reset(lk_solver solver);
/** The conflicting set of the solver's last LK_ERROR_UNSATISFIABLE_CONSTRAINT (empty after any
 *  other add): up to `capacity` handles into `buffer` (may be NULL when capacity is 0), the
 *  full count into `out_count`. Constraints whose handle was released are not listed. The
 *  handles are the caller's existing ones: do not release them twice. */
lk_status lk_solver_conflicts(lk_solver solver, lk_constraint *buffer, size_t capacity, size_t *out_count);
/** Copies a text dump of the solver (its constraints, edit variables and tableau). */
lk_status lk_solver_dump(lk_solver solver, char *buffer, size_t capacity, size_t *out_length);

#ifdef __cplusplus
}
#endif

#endif /* LAYOUTKERNEL_H */
