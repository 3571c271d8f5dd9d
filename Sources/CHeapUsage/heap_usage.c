#include "heap_usage.h"
#include <malloc.h>

size_t segue_heap_bytes_in_use(void) { return mallinfo2().uordblks; }
