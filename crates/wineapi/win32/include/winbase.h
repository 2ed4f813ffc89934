/* ninebridge Win32 stand-in: see win32_standin.h. */
#include "win32_standin.h"
