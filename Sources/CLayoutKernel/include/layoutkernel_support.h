/* Internal to the library (used by its Swift implementation), not part of the C API. */
#ifndef LAYOUTKERNEL_SUPPORT_H
#define LAYOUTKERNEL_SUPPORT_H

#include "layoutkernel.h"

/** Stores `message` (copied, truncated to the buffer) as this thread's last error message. */
void lk_support_set_last_error(const char *message);

#endif
