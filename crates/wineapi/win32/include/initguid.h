/* ninebridge Win32 stand-in: DEFINE_GUID defines (not only declares) the
 * GUIDs of the headers included after this one. */
#include "win32_standin.h"
#define INITGUID
#undef DEFINE_GUID
#define DEFINE_GUID(name, l, w1, w2, b1, b2, b3, b4, b5, b6, b7, b8) \
    const GUID name = {l, w1, w2, {b1, b2, b3, b4, b5, b6, b7, b8}}
