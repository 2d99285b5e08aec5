// The per-thread error message and the status names. In C because a thread-local buffer needs
// no allocation here, and the Swift module imports nothing that offers one.
#include "layoutkernel_support.h"
#include <string.h>

static _Thread_local char last_error[1024];

void lk_support_set_last_error(const char *message) {
    if (message == NULL) {
        last_error[0] = 0;
        return;
    }
    strncpy(last_error, message, sizeof last_error - 1);
    last_error[sizeof last_error - 1] = 0;
}

const char *lk_last_error_message(void) { return last_error; }

const char *lk_status_name(lk_status status) {
    switch (status) {
    case LK_OK: return "LK_OK";
    case LK_ERROR_NULL_ARGUMENT: return "LK_ERROR_NULL_ARGUMENT";
    case LK_ERROR_INVALID_HANDLE: return "LK_ERROR_INVALID_HANDLE";
    case LK_ERROR_INVALID_ARGUMENT: return "LK_ERROR_INVALID_ARGUMENT";
    case LK_ERROR_NON_FINITE_VALUE: return "LK_ERROR_NON_FINITE_VALUE";
    case LK_ERROR_INVALID_STRENGTH: return "LK_ERROR_INVALID_STRENGTH";
    case LK_ERROR_DUPLICATE_CONSTRAINT: return "LK_ERROR_DUPLICATE_CONSTRAINT";
    case LK_ERROR_UNSATISFIABLE_CONSTRAINT: return "LK_ERROR_UNSATISFIABLE_CONSTRAINT";
    case LK_ERROR_UNKNOWN_CONSTRAINT: return "LK_ERROR_UNKNOWN_CONSTRAINT";
    case LK_ERROR_DUPLICATE_EDIT_VARIABLE: return "LK_ERROR_DUPLICATE_EDIT_VARIABLE";
    case LK_ERROR_UNKNOWN_EDIT_VARIABLE: return "LK_ERROR_UNKNOWN_EDIT_VARIABLE";
    case LK_ERROR_BAD_REQUIRED_STRENGTH: return "LK_ERROR_BAD_REQUIRED_STRENGTH";
    case LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER: return "LK_ERROR_CONSTRAINT_HELD_BY_ANOTHER_SOLVER";
    case LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER: return "LK_ERROR_VARIABLE_HELD_BY_ANOTHER_SOLVER";
    case LK_ERROR_BUFFER_TOO_SMALL: return "LK_ERROR_BUFFER_TOO_SMALL";
    default: return "LK_UNKNOWN_STATUS";
    }
}
