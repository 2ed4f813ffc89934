/* ninebridge Win32 stand-in: Wine's heap helpers over the C heap. */
#ifndef NINEBRIDGE_WINE_HEAP_H
#define NINEBRIDGE_WINE_HEAP_H
#include "win32_standin.h"
static inline void *heap_alloc(SIZE_T size) { return malloc(size ? size : 1); }
static inline void *heap_alloc_zero(SIZE_T size) { return calloc(1, size ? size : 1); }
static inline void *heap_realloc(void *mem, SIZE_T size) { return realloc(mem, size ? size : 1); }
static inline void heap_free(void *mem) { free(mem); }
static inline void *heap_calloc(SIZE_T count, SIZE_T size) { return calloc(count ? count : 1, size ? size : 1); }
#endif
