/* ninebridge Win32 stand-in: the formatting helpers of Wine's debug
 * channel that the test programs call (strings live in a per-thread ring,
 * as Wine's do, so several may appear in one message). */
#ifndef NINEBRIDGE_WINE_DEBUG_H
#define NINEBRIDGE_WINE_DEBUG_H
#include "win32_standin.h"
#ifdef __cplusplus
extern "C" {
#endif
const char *wine_dbg_sprintf(const char *format, ...) __WINE_PRINTF_ATTR(1, 2);
const char *wine_dbgstr_rect(const RECT *rect);
const char *wine_dbgstr_point(const POINT *point);
const char *wine_dbgstr_guid(const GUID *guid);
const char *wine_dbgstr_an(const char *s, int n);
const char *wine_dbgstr_wn(const WCHAR *s, int n);
const char *wine_dbgstr_longlong(ULONGLONG value);
#define wine_dbgstr_a(s) wine_dbgstr_an((s), -1)
#define wine_dbgstr_w(s) wine_dbgstr_wn((s), -1)
#define debugstr_a wine_dbgstr_a
#define debugstr_w wine_dbgstr_w
#define debugstr_guid wine_dbgstr_guid
#ifdef __cplusplus
}
#endif
#endif
