/*
 * Using LayoutKernel from C: two views side by side in a window whose width is dragged, a
 * conflicting required constraint with its conflict set, and the error codes of misuse.
 *
 *   Scripts/check-embedding builds and runs it; by hand:
 *   swift build -c release --product layoutkernel
 *   cc -std=c11 -I Sources/CLayoutKernel/include Examples/C/example.c \
 *      -L .build/release -llayoutkernel -Wl,-rpath,$PWD/.build/release -o /tmp/lk-example
 *   /tmp/lk-example
 *
 * Exits 0 when every result is the one worked out in the comments.
 */
#include <layoutkernel.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int failures = 0;

#define CHECK(call, expected)                                                                  \
    do {                                                                                       \
        lk_status status_ = (call);                                                            \
        if (status_ != (expected)) {                                                           \
            fprintf(stderr, "%s:%d: %s returned %s, expected %s (%s)\n", __FILE__, __LINE__,   \
                    #call, lk_status_name(status_), lk_status_name(expected),                  \
                    lk_last_error_message());                                                  \
            failures++;                                                                        \
        }                                                                                      \
    } while (0)

static double value_of(lk_variable v) {
    double value = NAN;
    CHECK(lk_variable_value(v, &value), LK_OK);
    return value;
}

static void expect_value(const char *what, lk_variable v, double expected) {
    double value = value_of(v);
    printf("%-14s = %g\n", what, value);
    if (fabs(value - expected) > 1e-9) {
        fprintf(stderr, "%s is %g, expected %g\n", what, value, expected);
        failures++;
    }
}

int main(void) {
    const lk_strength required = {LK_REQUIRED_PRIORITY, 1};
    const lk_strength strong = {LK_STRONG_PRIORITY, 1};
    const lk_strength weak = {LK_WEAK_PRIORITY, 1};

    lk_solver solver;
    lk_variable window, left_width, right_width;
    CHECK(lk_solver_create(&solver), LK_OK);
    CHECK(lk_variable_create("window", &window), LK_OK);
    CHECK(lk_variable_create("left.width", &left_width), LK_OK);
    CHECK(lk_variable_create("right.width", &right_width), LK_OK);

    /* 16 + left + 8 + right + 16 == window, left == right (required), left >= 100 (required),
     * left == 200 (weak). */
    lk_constraint row, equal, minimum, preferred;
    lk_term row_terms[] = {{left_width, 1}, {right_width, 1}, {window, -1}};
    CHECK(lk_constraint_create(row_terms, 3, 40, LK_EQUAL, required, &row), LK_OK);
    lk_term equal_terms[] = {{left_width, 1}, {right_width, -1}};
    CHECK(lk_constraint_create(equal_terms, 2, 0, LK_EQUAL, required, &equal), LK_OK);
    lk_term left_term[] = {{left_width, 1}};
    CHECK(lk_constraint_create(left_term, 1, -100, LK_GREATER_THAN_OR_EQUAL, required, &minimum), LK_OK);
    CHECK(lk_constraint_create(left_term, 1, -200, LK_EQUAL, weak, &preferred), LK_OK);
    CHECK(lk_solver_add_constraint(solver, row), LK_OK);
    CHECK(lk_solver_add_constraint(solver, equal), LK_OK);
    CHECK(lk_solver_add_constraint(solver, minimum), LK_OK);
    CHECK(lk_solver_add_constraint(solver, preferred), LK_OK);

    /* The window is dragged: an edit variable at strong. At 640: left = right = (640-40)/2 =
     * 300 (the strong suggestion beats the weak preference of 200). At 200: (200-40)/2 = 80
     * would break the required minimum of 100, so left = right = 100 and the window is
     * 100 + 100 + 40 = 240, missing the strong suggestion. */
    CHECK(lk_solver_add_edit_variable(solver, window, strong), LK_OK);
    CHECK(lk_solver_suggest_value(solver, window, 640), LK_OK);
    CHECK(lk_solver_update_variables(solver, NULL), LK_OK);
    expect_value("left.width", left_width, 300);
    expect_value("right.width", right_width, 300);
    CHECK(lk_solver_suggest_value(solver, window, 200), LK_OK);
    CHECK(lk_solver_update_variables(solver, NULL), LK_OK);
    expect_value("left.width", left_width, 100);
    expect_value("window", window, 240);

    /* right <= 50 (required) contradicts left == right and left >= 100: the conflict set is
     * exactly those two. The solver is unchanged. */
    lk_constraint too_narrow;
    lk_term right_term[] = {{right_width, 1}};
    CHECK(lk_constraint_create(right_term, 1, -50, LK_LESS_THAN_OR_EQUAL, required, &too_narrow), LK_OK);
    CHECK(lk_solver_add_constraint(solver, too_narrow), LK_ERROR_UNSATISFIABLE_CONSTRAINT);
    printf("unsatisfiable: %s\n", lk_last_error_message());
    lk_constraint conflicts[8];
    size_t count = 0;
    CHECK(lk_solver_conflicts(solver, conflicts, 8, &count), LK_OK);
    int found_equal = 0, found_minimum = 0;
    for (size_t i = 0; i < count && i < 8; i++) {
        found_equal += conflicts[i] == equal;
        found_minimum += conflicts[i] == minimum;
    }
    if (count != 2 || found_equal != 1 || found_minimum != 1) {
        fprintf(stderr, "conflict set has %zu entries, expected equal and minimum\n", count);
        failures++;
    }
    bool has = true;
    CHECK(lk_solver_has_constraint(solver, too_narrow, &has), LK_OK);
    if (has) { fprintf(stderr, "a failed add left the constraint in\n"); failures++; }

    /* Misuse is reported, never a crash. */
    lk_variable gone;
    CHECK(lk_variable_create("gone", &gone), LK_OK);
    CHECK(lk_variable_release(gone), LK_OK);
    CHECK(lk_variable_release(gone), LK_ERROR_INVALID_HANDLE);          /* double release */
    CHECK(lk_solver_suggest_value(solver, gone, 1), LK_ERROR_INVALID_HANDLE);
    CHECK(lk_solver_suggest_value(solver, window, NAN), LK_ERROR_NON_FINITE_VALUE);
    CHECK(lk_solver_suggest_value(NULL, window, 1), LK_ERROR_NULL_ARGUMENT);
    CHECK(lk_solver_add_constraint(solver, (lk_constraint)window), LK_ERROR_INVALID_HANDLE);
    CHECK(lk_solver_add_constraint(solver, (lk_constraint)(uintptr_t)0xdeadbeef), LK_ERROR_INVALID_HANDLE);
    CHECK(lk_solver_add_edit_variable(solver, left_width, required), LK_ERROR_BAD_REQUIRED_STRENGTH);
    CHECK(lk_solver_add_constraint(solver, row), LK_ERROR_DUPLICATE_CONSTRAINT);
    lk_strength bad = {-1, 1};
    lk_constraint never = NULL;
    CHECK(lk_constraint_create(left_term, 1, 0, LK_EQUAL, bad, &never), LK_ERROR_INVALID_STRENGTH);
    CHECK(lk_constraint_create(left_term, 1, 0, 7, strong, &never), LK_ERROR_INVALID_ARGUMENT);
    if (never != NULL) { fprintf(stderr, "a failed create wrote its out-parameter\n"); failures++; }

    /* A variable belongs to one solver at a time. */
    lk_solver other;
    CHECK(lk_solver_create(&other), LK_OK);
    lk_constraint elsewhere;
    CHECK(lk_constraint_create(left_term, 1, 0, LK_EQUAL, weak, &elsewhere), LK_OK);
    CHECK(lk_solver_add_constraint(other, elsewhere), LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER);

    char name[32];
    size_t length = 0;
    CHECK(lk_variable_name(left_width, name, sizeof name, &length), LK_OK);
    CHECK(lk_variable_name(left_width, name, 4, &length), LK_ERROR_BUFFER_TOO_SMALL);
    if (length != 10) { fprintf(stderr, "name length %zu, expected 10\n", length); failures++; }

    /* Every create has its release. */
    lk_constraint all[] = {row, equal, minimum, preferred, too_narrow, elsewhere};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) CHECK(lk_constraint_release(all[i]), LK_OK);
    CHECK(lk_variable_release(window), LK_OK);
    CHECK(lk_variable_release(left_width), LK_OK);
    CHECK(lk_variable_release(right_width), LK_OK);
    CHECK(lk_solver_release(other), LK_OK);
    CHECK(lk_solver_release(solver), LK_OK);
    CHECK(lk_solver_release(solver), LK_ERROR_INVALID_HANDLE);

    if (failures) {
        fprintf(stderr, "%d failure(s)\n", failures);
        return EXIT_FAILURE;
    }
    printf("C example: all results as expected\n");
    return EXIT_SUCCESS;
}
