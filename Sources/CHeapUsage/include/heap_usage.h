#ifndef SEGUE_HEAP_USAGE_H
#define SEGUE_HEAP_USAGE_H
#include <stddef.h>

/// Bytes of heap in use through malloc (glibc's mallinfo2 uordblks): the bench's memory figures.
size_t segue_heap_bytes_in_use(void);

#endif
