/*
 * ninebridge's Win32 stand-in for Wine's D3D9 API test programs.
 *
 * Written for ninebridge from the documented Win32 API. What it models:
 * - Windows are in-memory objects (class, procedure, style, rectangles,
 *   visibility, focus, foreground). Each HWND is a headless window the
 *   library registered (ninebridge_window_headless), so the device accepts
 *   it; its client size follows every move and resize.
 * - Messages: SendMessage calls the window procedure directly; there is no
 *   queue, so PeekMessage finds nothing (the library sends no messages).
 * - One display: the D3D9 adapter's mode list and current mode.
 *   ChangeDisplaySettings accepts a listed mode and records it here only.
 * - Events and threads over pthreads; handles are tagged objects.
 * - GDI device contexts exist only as documented failures (NULL, 0, FALSE).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

#define COBJMACROS
#include "windows.h"
#include "d3d9.h"
#include "ninebridge_ext.h"

/* ---- errors ---- */
static __thread DWORD last_error;
DWORD WINAPI GetLastError(void) { return last_error; }
void WINAPI SetLastError(DWORD error) { last_error = error; }

/* ---- memory ---- */
static int process_heap;
HANDLE WINAPI GetProcessHeap(void) { return &process_heap; }
void *WINAPI HeapAlloc(HANDLE heap, DWORD flags, SIZE_T size)
{
    (void)heap;
    if (flags & HEAP_ZERO_MEMORY) return calloc(1, size ? size : 1);
    return malloc(size ? size : 1);
}
void *WINAPI HeapReAlloc(HANDLE heap, DWORD flags, void *mem, SIZE_T size)
{
    (void)heap; (void)flags;
    return realloc(mem, size ? size : 1);
}
BOOL WINAPI HeapFree(HANDLE heap, DWORD flags, void *mem)
{
    (void)heap; (void)flags;
    free(mem);
    return TRUE;
}

/* ---- modules: "d3d9.dll" is the library the program is linked with ---- */
static int names_d3d9(LPCSTR name)
{
    return name && (!strcasecmp(name, "d3d9.dll") || !strcasecmp(name, "d3d9"));
}
HMODULE WINAPI GetModuleHandleA(LPCSTR name)
{
    if (!name) return dlopen(NULL, RTLD_NOW);
    if (names_d3d9(name)) return dlopen(NULL, RTLD_NOW);
    SetLastError(126);
    return NULL;
}
HMODULE WINAPI LoadLibraryA(LPCSTR name)
{
    return GetModuleHandleA(name);
}
BOOL WINAPI FreeLibrary(HMODULE module) { return module != NULL; }
FARPROC WINAPI GetProcAddress(HMODULE module, LPCSTR name)
{
    void *sym;
    if (!module || !name) return NULL;
    sym = dlsym(module, name);
    return (FARPROC)(uintptr_t)sym;
}

/* ---- time ---- */
void WINAPI Sleep(DWORD ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) == -1 && errno == EINTR) {}
}
DWORD WINAPI GetTickCount(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (DWORD)((uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u);
}
DWORD WINAPI GetCurrentThreadId(void)
{
    static LONG next = 1;
    static __thread DWORD id;
    if (!id) id = (DWORD)__atomic_add_fetch(&next, 1, __ATOMIC_SEQ_CST);
    return id;
}
DWORD WINAPI GetCurrentProcessId(void) { return (DWORD)getpid(); }

LONG WINAPI InterlockedIncrement(LONG volatile *v) { return __atomic_add_fetch(v, 1, __ATOMIC_SEQ_CST); }
LONG WINAPI InterlockedDecrement(LONG volatile *v) { return __atomic_sub_fetch(v, 1, __ATOMIC_SEQ_CST); }
LONG WINAPI InterlockedExchange(LONG volatile *v, LONG x) { return __atomic_exchange_n(v, x, __ATOMIC_SEQ_CST); }
LONG WINAPI InterlockedCompareExchange(LONG volatile *v, LONG x, LONG cmp)
{
    __atomic_compare_exchange_n(v, &cmp, x, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return cmp;
}

/* ---- waitable objects: events and threads ---- */
enum object_kind { OBJECT_EVENT = 0x45564e54, OBJECT_THREAD = 0x54485244 };
struct object
{
    enum object_kind kind;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    BOOL signaled;
    BOOL manual_reset;
    /* threads */
    pthread_t thread;
    LPTHREAD_START_ROUTINE start;
    void *param;
    DWORD exit_code;
    BOOL joined;
};

static struct object *new_object(enum object_kind kind)
{
    struct object *o = calloc(1, sizeof(*o));
    if (!o) return NULL;
    o->kind = kind;
    pthread_mutex_init(&o->lock, NULL);
    pthread_cond_init(&o->changed, NULL);
    return o;
}
static struct object *as_object(HANDLE h)
{
    struct object *o = h;
    if (!o || h == INVALID_HANDLE_VALUE) return NULL;
    if (o->kind != OBJECT_EVENT && o->kind != OBJECT_THREAD) return NULL;
    return o;
}
static void signal_object(struct object *o)
{
    pthread_mutex_lock(&o->lock);
    o->signaled = TRUE;
    pthread_cond_broadcast(&o->changed);
    pthread_mutex_unlock(&o->lock);
}

HANDLE WINAPI CreateEventA(LPSECURITY_ATTRIBUTES sa, BOOL manual_reset, BOOL initial, LPCSTR name)
{
    struct object *o = new_object(OBJECT_EVENT);
    (void)sa; (void)name;
    if (!o) return NULL;
    o->manual_reset = manual_reset;
    o->signaled = initial;
    return o;
}
BOOL WINAPI SetEvent(HANDLE h)
{
    struct object *o = as_object(h);
    if (!o || o->kind != OBJECT_EVENT) { SetLastError(ERROR_INVALID_HANDLE); return FALSE; }
    signal_object(o);
    return TRUE;
}
BOOL WINAPI ResetEvent(HANDLE h)
{
    struct object *o = as_object(h);
    if (!o || o->kind != OBJECT_EVENT) { SetLastError(ERROR_INVALID_HANDLE); return FALSE; }
    pthread_mutex_lock(&o->lock);
    o->signaled = FALSE;
    pthread_mutex_unlock(&o->lock);
    return TRUE;
}

static void *thread_main(void *arg)
{
    struct object *o = arg;
    DWORD code = o->start(o->param);
    pthread_mutex_lock(&o->lock);
    o->exit_code = code;
    o->signaled = TRUE;
    pthread_cond_broadcast(&o->changed);
    pthread_mutex_unlock(&o->lock);
    return NULL;
}
HANDLE WINAPI CreateThread(LPSECURITY_ATTRIBUTES sa, SIZE_T stack, LPTHREAD_START_ROUTINE start,
        void *param, DWORD flags, DWORD *id)
{
    struct object *o = new_object(OBJECT_THREAD);
    (void)sa; (void)stack; (void)flags;
    if (!o) return NULL;
    o->start = start;
    o->param = param;
    o->exit_code = 259; /* STILL_ACTIVE */
    if (pthread_create(&o->thread, NULL, thread_main, o)) { free(o); return NULL; }
    if (id) *id = (DWORD)(uintptr_t)o;
    return o;
}
BOOL WINAPI GetExitCodeThread(HANDLE h, DWORD *code)
{
    struct object *o = as_object(h);
    if (!o || o->kind != OBJECT_THREAD || !code) return FALSE;
    pthread_mutex_lock(&o->lock);
    *code = o->exit_code;
    pthread_mutex_unlock(&o->lock);
    return TRUE;
}

/* Waits for `o` until `deadline` (NULL: forever); TRUE when signaled. An
 * auto-reset event is reset by the wait that it ends. */
static BOOL wait_object(struct object *o, const struct timespec *deadline)
{
    BOOL done;
    pthread_mutex_lock(&o->lock);
    while (!o->signaled)
    {
        if (!deadline) pthread_cond_wait(&o->changed, &o->lock);
        else if (pthread_cond_timedwait(&o->changed, &o->lock, deadline) == ETIMEDOUT) break;
    }
    done = o->signaled;
    if (done && o->kind == OBJECT_EVENT && !o->manual_reset) o->signaled = FALSE;
    pthread_mutex_unlock(&o->lock);
    return done;
}
static struct timespec deadline_after(DWORD ms)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += ms / 1000;
    ts.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (ts.tv_nsec >= 1000000000L) { ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
    return ts;
}
DWORD WINAPI WaitForMultipleObjects(DWORD count, const HANDLE *handles, BOOL all, DWORD ms)
{
    struct timespec deadline = deadline_after(ms == INFINITE ? 0 : ms);
    DWORD i;
    for (i = 0; i < count; ++i)
        if (!as_object(handles[i])) { SetLastError(ERROR_INVALID_HANDLE); return WAIT_FAILED; }
    if (all || count == 1)
    {
        for (i = 0; i < count; ++i)
            if (!wait_object(as_object(handles[i]), ms == INFINITE ? NULL : &deadline)) return WAIT_TIMEOUT;
        return WAIT_OBJECT_0;
    }
    /* Any of them: poll, the programs wait on few objects briefly. */
    for (;;)
    {
        struct timespec now;
        for (i = 0; i < count; ++i)
        {
            struct timespec zero = deadline_after(0);
            if (wait_object(as_object(handles[i]), &zero)) return WAIT_OBJECT_0 + i;
        }
        clock_gettime(CLOCK_REALTIME, &now);
        if (ms != INFINITE && (now.tv_sec > deadline.tv_sec
                || (now.tv_sec == deadline.tv_sec && now.tv_nsec >= deadline.tv_nsec)))
            return WAIT_TIMEOUT;
        Sleep(1);
    }
}
DWORD WINAPI WaitForSingleObject(HANDLE h, DWORD ms)
{
    return WaitForMultipleObjects(1, &h, TRUE, ms);
}
DWORD WINAPI MsgWaitForMultipleObjects(DWORD count, const HANDLE *handles, BOOL all, DWORD ms, DWORD mask)
{
    (void)mask;
    /* No message ever arrives (no queue): only the objects can end it. */
    if (!count) { if (ms != INFINITE) Sleep(ms); return WAIT_TIMEOUT; }
    return WaitForMultipleObjects(count, handles, all, ms);
}
BOOL WINAPI CloseHandle(HANDLE h)
{
    struct object *o = as_object(h);
    if (!o) { SetLastError(ERROR_INVALID_HANDLE); return FALSE; }
    if (o->kind == OBJECT_THREAD)
    {
        /* A thread's object outlives its handle: detach the thread. */
        pthread_detach(o->thread);
        return TRUE;
    }
    o->kind = 0;
    pthread_cond_destroy(&o->changed);
    pthread_mutex_destroy(&o->lock);
    free(o);
    return TRUE;
}

/* ---- the display: the library's ---- */
/* The registry mode is the desktop's mode at start; the current mode is the
 * library's (a full-screen device changes it, ChangeDisplaySettings tells it
 * through ninebridge_display_set_mode). */
struct display
{
    BOOL ready;
    IDirect3D9 *d3d;
    D3DDISPLAYMODE registry;
    /* The library's desktop mode, the display's mode at start. */
    D3DDISPLAYMODE desktop;
    D3DDISPLAYMODE *modes;
    UINT mode_count;
};
static struct display display;
static pthread_mutex_t win32_lock = PTHREAD_MUTEX_INITIALIZER;

static void display_init(void)
{
    UINT i, count;
    if (display.ready) return;
    display.ready = TRUE;
    display.registry.Width = 1920;
    display.registry.Height = 1080;
    display.registry.RefreshRate = 60;
    display.registry.Format = D3DFMT_X8R8G8B8;
    if ((display.d3d = Direct3DCreate9(D3D_SDK_VERSION)))
    {
        IDirect3D9_GetAdapterDisplayMode(display.d3d, D3DADAPTER_DEFAULT, &display.registry);
        display.desktop = display.registry;
        count = IDirect3D9_GetAdapterModeCount(display.d3d, D3DADAPTER_DEFAULT, D3DFMT_X8R8G8B8);
        display.modes = calloc(count ? count : 1, sizeof(*display.modes));
        for (i = 0; display.modes && i < count; ++i)
            if (SUCCEEDED(IDirect3D9_EnumAdapterModes(display.d3d, D3DADAPTER_DEFAULT, D3DFMT_X8R8G8B8, i,
                    &display.modes[display.mode_count])))
                display.mode_count++;
    }
}
static D3DDISPLAYMODE current_mode(void)
{
    D3DDISPLAYMODE m;
    pthread_mutex_lock(&win32_lock);
    display_init();
    m = display.registry;
    if (display.d3d) IDirect3D9_GetAdapterDisplayMode(display.d3d, D3DADAPTER_DEFAULT, &m);
    pthread_mutex_unlock(&win32_lock);
    return m;
}

#define FILL_DEVMODE(out, m, bpp)                                                           \
    do {                                                                                    \
        (out)->dmFields = DM_PELSWIDTH | DM_PELSHEIGHT | DM_BITSPERPEL                       \
                | DM_DISPLAYFREQUENCY | DM_POSITION | DM_DISPLAYORIENTATION;                \
        (out)->dmPelsWidth = (m).Width;                                                     \
        (out)->dmPelsHeight = (m).Height;                                                   \
        (out)->dmBitsPerPel = (bpp);                                                        \
        (out)->dmDisplayFrequency = (m).RefreshRate;                                        \
        (out)->dmPosition.x = 0;                                                            \
        (out)->dmPosition.y = 0;                                                            \
        (out)->dmDisplayOrientation = DMDO_DEFAULT;                                         \
        (out)->dmDisplayFlags = 0;                                                          \
    } while (0)

/* The mode at `index` (or the current/registry one); FALSE past the list. */
static BOOL mode_at(DWORD index, D3DDISPLAYMODE *out)
{
    BOOL ok = TRUE;
    if (index == ENUM_CURRENT_SETTINGS) { *out = current_mode(); return TRUE; }
    pthread_mutex_lock(&win32_lock);
    display_init();
    if (index == ENUM_REGISTRY_SETTINGS) *out = display.registry;
    else if (index < display.mode_count) *out = display.modes[index];
    else ok = FALSE;
    pthread_mutex_unlock(&win32_lock);
    return ok;
}
static BOOL names_display(const char *device)
{
    return !device || !strcmp(device, "\\\\.\\DISPLAY1");
}
static void narrow(char *out, LPCWSTR in, size_t n)
{
    size_t i;
    for (i = 0; in && in[i] && i + 1 < n; ++i) out[i] = (char)in[i];
    out[i] = 0;
}
BOOL WINAPI EnumDisplaySettingsA(LPCSTR device, DWORD index, DEVMODEA *out)
{
    D3DDISPLAYMODE m;
    if (!out || !names_display(device) || !mode_at(index, &m)) return FALSE;
    FILL_DEVMODE(out, m, 32);
    return TRUE;
}
BOOL WINAPI EnumDisplaySettingsW(LPCWSTR device, DWORD index, DEVMODEW *out)
{
    char name[64];
    D3DDISPLAYMODE m;
    narrow(name, device, sizeof(name));
    if (!out || !names_display(device ? name : NULL) || !mode_at(index, &m)) return FALSE;
    FILL_DEVMODE(out, m, 32);
    return TRUE;
}
BOOL WINAPI EnumDisplaySettingsExW(LPCWSTR device, DWORD index, DEVMODEW *out, DWORD flags)
{
    (void)flags;
    return EnumDisplaySettingsW(device, index, out);
}
static LONG change_mode(const char *device, DWORD width, DWORD height, BOOL has_size, DWORD flags)
{
    UINT i;
    D3DDISPLAYMODE target;
    BOOL found = FALSE;
    if (!names_display(device)) return DISP_CHANGE_BADPARAM;
    pthread_mutex_lock(&win32_lock);
    display_init();
    target = display.registry;
    found = !has_size;
    for (i = 0; has_size && i < display.mode_count; ++i)
    {
        if (display.modes[i].Width == width && display.modes[i].Height == height)
        {
            target = display.modes[i];
            found = TRUE;
            break;
        }
    }
    if (found && (flags & CDS_UPDATEREGISTRY)) display.registry = target;
    pthread_mutex_unlock(&win32_lock);
    if (!found) return DISP_CHANGE_BADMODE;
    if (flags & CDS_TEST) return DISP_CHANGE_SUCCESSFUL;
    /* The library's desktop mode is its default: restore it as such. */
    if (target.Width == display.desktop.Width && target.Height == display.desktop.Height)
        ninebridge_display_set_mode(0, 0, 0);
    else if (FAILED(ninebridge_display_set_mode(target.Width, target.Height, target.RefreshRate)))
        return DISP_CHANGE_BADMODE;
    return DISP_CHANGE_SUCCESSFUL;
}
LONG WINAPI ChangeDisplaySettingsExA(LPCSTR device, DEVMODEA *mode, HWND hwnd, DWORD flags, void *param)
{
    (void)hwnd; (void)param;
    return change_mode(device, mode ? mode->dmPelsWidth : 0, mode ? mode->dmPelsHeight : 0,
            mode && (mode->dmFields & (DM_PELSWIDTH | DM_PELSHEIGHT)), flags);
}
LONG WINAPI ChangeDisplaySettingsExW(LPCWSTR device, DEVMODEW *mode, HWND hwnd, DWORD flags, void *param)
{
    char name[64];
    (void)hwnd; (void)param;
    narrow(name, device, sizeof(name));
    return change_mode(device ? name : NULL, mode ? mode->dmPelsWidth : 0, mode ? mode->dmPelsHeight : 0,
            mode && (mode->dmFields & (DM_PELSWIDTH | DM_PELSHEIGHT)), flags);
}
LONG WINAPI ChangeDisplaySettingsW(DEVMODEW *mode, DWORD flags)
{
    return ChangeDisplaySettingsExW(NULL, mode, NULL, flags, NULL);
}
BOOL WINAPI EnumDisplayDevicesA(LPCSTR device, DWORD index, DISPLAY_DEVICEA *info, DWORD flags)
{
    (void)flags;
    if (device || index != 0 || !info) return FALSE;
    memset(info->DeviceName, 0, sizeof(info->DeviceName));
    strcpy(info->DeviceName, "\\\\.\\DISPLAY1");
    strcpy(info->DeviceString, "ninebridge");
    info->StateFlags = DISPLAY_DEVICE_ATTACHED_TO_DESKTOP | DISPLAY_DEVICE_PRIMARY_DEVICE;
    return TRUE;
}
BOOL WINAPI EnumDisplayDevicesW(LPCWSTR device, DWORD index, DISPLAY_DEVICEW *info, DWORD flags)
{
    DISPLAY_DEVICEA a;
    size_t i;
    (void)flags;
    if (device || !info || !EnumDisplayDevicesA(NULL, index, &a, 0)) return FALSE;
    for (i = 0; i < 32; ++i) info->DeviceName[i] = (unsigned char)a.DeviceName[i];
    for (i = 0; i < 128; ++i) info->DeviceString[i] = (unsigned char)a.DeviceString[i];
    info->StateFlags = a.StateFlags;
    return TRUE;
}
int WINAPI GetSystemMetrics(int index)
{
    D3DDISPLAYMODE m = current_mode();
    switch (index)
    {
        case SM_CXSCREEN: case SM_CXVIRTUALSCREEN: return (int)m.Width;
        case SM_CYSCREEN: case SM_CYVIRTUALSCREEN: return (int)m.Height;
        case SM_XVIRTUALSCREEN: case SM_YVIRTUALSCREEN: return 0;
        case SM_CMONITORS: return 1;
        default: return 0;
    }
}

/* ---- rectangles ---- */
BOOL WINAPI SetRect(RECT *r, int left, int top, int right, int bottom)
{
    if (!r) return FALSE;
    r->left = left; r->top = top; r->right = right; r->bottom = bottom;
    return TRUE;
}
BOOL WINAPI SetRectEmpty(RECT *r) { return SetRect(r, 0, 0, 0, 0); }
BOOL WINAPI EqualRect(const RECT *a, const RECT *b)
{
    if (!a || !b) return FALSE;
    return a->left == b->left && a->top == b->top && a->right == b->right && a->bottom == b->bottom;
}
BOOL WINAPI IsRectEmpty(const RECT *r) { return !r || r->right <= r->left || r->bottom <= r->top; }
BOOL WINAPI OffsetRect(RECT *r, int dx, int dy)
{
    if (!r) return FALSE;
    r->left += dx; r->right += dx; r->top += dy; r->bottom += dy;
    return TRUE;
}
BOOL WINAPI IntersectRect(RECT *dst, const RECT *a, const RECT *b)
{
    if (!dst || !a || !b) return FALSE;
    dst->left = max(a->left, b->left);
    dst->top = max(a->top, b->top);
    dst->right = min(a->right, b->right);
    dst->bottom = min(a->bottom, b->bottom);
    if (IsRectEmpty(dst)) { SetRectEmpty(dst); return FALSE; }
    return TRUE;
}

/* ---- window classes ---- */
struct window_class
{
    char name[64];
    WNDPROC proc;
    struct window_class *next;
};
static struct window_class *classes;

static ATOM register_class(LPCSTR name, WNDPROC proc)
{
    struct window_class *c;
    static ATOM next_atom = 0xc000;
    if (!name) { SetLastError(ERROR_INVALID_PARAMETER); return 0; }
    pthread_mutex_lock(&win32_lock);
    for (c = classes; c; c = c->next)
        if (!strcasecmp(c->name, name)) break;
    if (c)
    {
        pthread_mutex_unlock(&win32_lock);
        SetLastError(ERROR_CLASS_ALREADY_EXISTS);
        return 0;
    }
    c = calloc(1, sizeof(*c));
    if (c)
    {
        snprintf(c->name, sizeof(c->name), "%s", name);
        c->proc = proc;
        c->next = classes;
        classes = c;
    }
    pthread_mutex_unlock(&win32_lock);
    return c ? next_atom++ : 0;
}
ATOM WINAPI RegisterClassA(const WNDCLASSA *wc)
{
    return wc ? register_class(wc->lpszClassName, wc->lpfnWndProc) : 0;
}
ATOM WINAPI RegisterClassExA(const WNDCLASSEXA *wc)
{
    return wc ? register_class(wc->lpszClassName, wc->lpfnWndProc) : 0;
}
BOOL WINAPI UnregisterClassA(LPCSTR name, HINSTANCE instance)
{
    struct window_class **c;
    (void)instance;
    pthread_mutex_lock(&win32_lock);
    for (c = &classes; *c; c = &(*c)->next)
    {
        if (name && !strcasecmp((*c)->name, name))
        {
            struct window_class *gone = *c;
            *c = gone->next;
            free(gone);
            pthread_mutex_unlock(&win32_lock);
            return TRUE;
        }
    }
    pthread_mutex_unlock(&win32_lock);
    SetLastError(ERROR_CLASS_DOES_NOT_EXIST);
    return FALSE;
}

/* ---- windows ---- */
struct window
{
    HWND hwnd;
    WNDPROC proc;
    LONG style;
    LONG ex_style;
    RECT rect;
    LONG_PTR user_data;
    struct window *next;
};
static struct window *windows;
static HWND foreground, focus, desktop;

/* Frame thickness the stand-in gives a style: 8 pixels of sizing border,
 * 3 of a thin border, and a caption of 23 (a Windows 10 look; the tests
 * only need AdjustWindowRect and GetClientRect to agree). */
static void frame_of(DWORD style, DWORD ex_style, RECT *frame)
{
    LONG border = 0;
    (void)ex_style;
    if (style & WS_THICKFRAME) border = 8;
    else if (style & (WS_BORDER | WS_DLGFRAME)) border = 3;
    frame->left = frame->right = frame->bottom = border;
    frame->top = border + (((style & WS_CAPTION) == WS_CAPTION) ? 23 : 0);
}

static struct window *find_window(HWND hwnd)
{
    struct window *w;
    if (!hwnd) return NULL;
    for (w = windows; w; w = w->next)
        if (w->hwnd == hwnd) return w;
    return NULL;
}

static void client_size(const struct window *w, LONG *cw, LONG *ch)
{
    RECT f;
    frame_of((DWORD)w->style, (DWORD)w->ex_style, &f);
    *cw = max(0, (w->rect.right - w->rect.left) - f.left - f.right);
    *ch = max(0, (w->rect.bottom - w->rect.top) - f.top - f.bottom);
    if (w->style & WS_MINIMIZE) *cw = *ch = 0;
}

/* Tells the library the window's client size (it sizes windowed back
 * buffers of size 0 from it). */
static void publish_size(const struct window *w)
{
    LONG cw, ch;
    client_size(w, &cw, &ch);
    ninebridge_window_set_client_size(w->hwnd, (UINT)cw, (UINT)ch);
}

static LRESULT send(struct window *w, UINT msg, WPARAM wparam, LPARAM lparam)
{
    WNDPROC proc = w->proc;
    return proc ? proc(w->hwnd, msg, wparam, lparam) : 0;
}

HWND WINAPI CreateWindowExA(DWORD ex_style, LPCSTR class_name, LPCSTR title, DWORD style, int x, int y,
        int width, int height, HWND parent, HMENU menu, HINSTANCE instance, void *param)
{
    struct window_class *c;
    struct window *w;
    WNDPROC proc = NULL;
    HWND hwnd;
    (void)title; (void)parent; (void)menu; (void)instance; (void)param;

    pthread_mutex_lock(&win32_lock);
    for (c = classes; c; c = c->next)
        if (class_name && !strcasecmp(c->name, class_name)) { proc = c->proc; break; }
    pthread_mutex_unlock(&win32_lock);
    /* The system's own classes ("static", "button") need no registration. */
    if (!c && class_name && strcasecmp(class_name, "static") && strcasecmp(class_name, "button"))
    {
        SetLastError(ERROR_CLASS_DOES_NOT_EXIST);
        return NULL;
    }
    if (x == CW_USEDEFAULT) x = y = 0;
    if (width == CW_USEDEFAULT) { width = 640; height = 480; }
    if (width < 0) width = 0;
    if (height < 0) height = 0;

    if (!(hwnd = ninebridge_window_headless(1, 1))) return NULL;
    if (!(w = calloc(1, sizeof(*w)))) { ninebridge_window_destroy(hwnd); return NULL; }
    w->hwnd = hwnd;
    w->proc = proc;
    w->style = (LONG)style;
    w->ex_style = (LONG)ex_style;
    SetRect(&w->rect, x, y, x + width, y + height);
    pthread_mutex_lock(&win32_lock);
    w->next = windows;
    windows = w;
    pthread_mutex_unlock(&win32_lock);
    publish_size(w);
    if (style & WS_VISIBLE)
    {
        foreground = focus = hwnd;
    }
    return hwnd;
}

BOOL WINAPI DestroyWindow(HWND hwnd)
{
    struct window **p, *w = NULL;
    pthread_mutex_lock(&win32_lock);
    for (p = &windows; *p; p = &(*p)->next)
    {
        if ((*p)->hwnd == hwnd)
        {
            w = *p;
            *p = w->next;
            break;
        }
    }
    pthread_mutex_unlock(&win32_lock);
    if (!w) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return FALSE; }
    send(w, WM_DESTROY, 0, 0);
    if (foreground == hwnd) foreground = NULL;
    if (focus == hwnd) focus = NULL;
    ninebridge_window_destroy(hwnd);
    free(w);
    return TRUE;
}

BOOL WINAPI IsWindow(HWND hwnd) { return hwnd && (hwnd == desktop || find_window(hwnd)); }
BOOL WINAPI IsWindowVisible(HWND hwnd)
{
    struct window *w = find_window(hwnd);
    return w && (w->style & WS_VISIBLE);
}
BOOL WINAPI IsIconic(HWND hwnd)
{
    struct window *w = find_window(hwnd);
    return w && (w->style & WS_MINIMIZE);
}
BOOL WINAPI IsZoomed(HWND hwnd)
{
    struct window *w = find_window(hwnd);
    return w && (w->style & WS_MAXIMIZE);
}

BOOL WINAPI ShowWindow(HWND hwnd, int cmd)
{
    struct window *w = find_window(hwnd);
    BOOL was_visible;
    if (!w) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return FALSE; }
    was_visible = !!(w->style & WS_VISIBLE);
    switch (cmd)
    {
        case SW_HIDE:
            w->style &= ~WS_VISIBLE;
            break;
        case SW_MINIMIZE: case SW_SHOWMINIMIZED: case SW_SHOWMINNOACTIVE:
            w->style |= WS_VISIBLE | WS_MINIMIZE;
            w->style &= ~WS_MAXIMIZE;
            if (cmd != SW_SHOWMINIMIZED && foreground == hwnd) foreground = focus = NULL;
            break;
        case SW_SHOWMAXIMIZED:
            w->style |= WS_VISIBLE | WS_MAXIMIZE;
            w->style &= ~WS_MINIMIZE;
            foreground = focus = hwnd;
            break;
        case SW_RESTORE: case SW_SHOWNORMAL: case SW_SHOW: case SW_SHOWNA: case SW_SHOWNOACTIVATE:
            w->style |= WS_VISIBLE;
            if (cmd == SW_RESTORE || cmd == SW_SHOWNORMAL) w->style &= ~(WS_MINIMIZE | WS_MAXIMIZE);
            if (cmd == SW_RESTORE || cmd == SW_SHOWNORMAL || cmd == SW_SHOW) foreground = focus = hwnd;
            break;
        default:
            break;
    }
    publish_size(w);
    return was_visible;
}
BOOL WINAPI UpdateWindow(HWND hwnd) { return find_window(hwnd) != NULL; }

BOOL WINAPI SetWindowPos(HWND hwnd, HWND after, int x, int y, int cx, int cy, UINT flags)
{
    struct window *w = find_window(hwnd);
    (void)after;
    if (!w) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return FALSE; }
    if (!(flags & SWP_NOMOVE)) OffsetRect(&w->rect, x - w->rect.left, y - w->rect.top);
    if (!(flags & SWP_NOSIZE))
    {
        w->rect.right = w->rect.left + max(cx, 0);
        w->rect.bottom = w->rect.top + max(cy, 0);
    }
    if (flags & SWP_SHOWWINDOW) w->style |= WS_VISIBLE;
    if (flags & SWP_HIDEWINDOW) w->style &= ~WS_VISIBLE;
    if (!(flags & SWP_NOACTIVATE) && (w->style & WS_VISIBLE)) foreground = focus = hwnd;
    publish_size(w);
    return TRUE;
}
BOOL WINAPI MoveWindow(HWND hwnd, int x, int y, int width, int height, BOOL repaint)
{
    (void)repaint;
    return SetWindowPos(hwnd, NULL, x, y, width, height, SWP_NOZORDER | SWP_NOACTIVATE);
}
BOOL WINAPI GetWindowRect(HWND hwnd, RECT *rect)
{
    struct window *w;
    if (!rect) return FALSE;
    if (hwnd && hwnd == desktop)
    {
        D3DDISPLAYMODE m = current_mode();
        return SetRect(rect, 0, 0, (int)m.Width, (int)m.Height);
    }
    if (!(w = find_window(hwnd))) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return FALSE; }
    *rect = w->rect;
    return TRUE;
}
BOOL WINAPI GetClientRect(HWND hwnd, RECT *rect)
{
    struct window *w;
    LONG cw, ch;
    if (!rect) return FALSE;
    if (hwnd && hwnd == desktop)
    {
        D3DDISPLAYMODE m = current_mode();
        return SetRect(rect, 0, 0, (int)m.Width, (int)m.Height);
    }
    if (!(w = find_window(hwnd))) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return FALSE; }
    client_size(w, &cw, &ch);
    return SetRect(rect, 0, 0, cw, ch);
}
BOOL WINAPI AdjustWindowRectEx(RECT *rect, DWORD style, BOOL menu, DWORD ex_style)
{
    RECT f;
    if (!rect) return FALSE;
    frame_of(style, ex_style, &f);
    rect->left -= f.left;
    rect->top -= f.top + (menu ? 20 : 0);
    rect->right += f.right;
    rect->bottom += f.bottom;
    return TRUE;
}
BOOL WINAPI AdjustWindowRect(RECT *rect, DWORD style, BOOL menu)
{
    return AdjustWindowRectEx(rect, style, menu, 0);
}
BOOL WINAPI ClientToScreen(HWND hwnd, POINT *pt)
{
    struct window *w = find_window(hwnd);
    RECT f;
    if (!pt) return FALSE;
    if (!w) return hwnd == desktop;
    frame_of((DWORD)w->style, (DWORD)w->ex_style, &f);
    pt->x += w->rect.left + f.left;
    pt->y += w->rect.top + f.top;
    return TRUE;
}
BOOL WINAPI ScreenToClient(HWND hwnd, POINT *pt)
{
    struct window *w = find_window(hwnd);
    RECT f;
    if (!pt) return FALSE;
    if (!w) return hwnd == desktop;
    frame_of((DWORD)w->style, (DWORD)w->ex_style, &f);
    pt->x -= w->rect.left + f.left;
    pt->y -= w->rect.top + f.top;
    return TRUE;
}

LONG_PTR WINAPI GetWindowLongPtrA(HWND hwnd, int index)
{
    struct window *w = find_window(hwnd);
    if (!w) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return 0; }
    switch (index)
    {
        case GWL_STYLE: return (LONG_PTR)(DWORD)w->style;
        case GWL_EXSTYLE: return (LONG_PTR)(DWORD)w->ex_style;
        case GWLP_WNDPROC: return (LONG_PTR)w->proc;
        case GWLP_USERDATA: return w->user_data;
        default: return 0;
    }
}
LONG_PTR WINAPI GetWindowLongPtrW(HWND hwnd, int index) { return GetWindowLongPtrA(hwnd, index); }
LONG_PTR WINAPI SetWindowLongPtrA(HWND hwnd, int index, LONG_PTR value)
{
    struct window *w = find_window(hwnd);
    LONG_PTR old;
    if (!w) { SetLastError(ERROR_INVALID_WINDOW_HANDLE); return 0; }
    old = GetWindowLongPtrA(hwnd, index);
    switch (index)
    {
        case GWL_STYLE: w->style = (LONG)value; publish_size(w); break;
        case GWL_EXSTYLE: w->ex_style = (LONG)value; break;
        case GWLP_WNDPROC: w->proc = (WNDPROC)value; break;
        case GWLP_USERDATA: w->user_data = value; break;
        default: return 0;
    }
    return old;
}
LONG WINAPI GetWindowLongA(HWND hwnd, int index) { return (LONG)GetWindowLongPtrA(hwnd, index); }
LONG WINAPI GetWindowLongW(HWND hwnd, int index) { return GetWindowLongA(hwnd, index); }
LONG WINAPI SetWindowLongA(HWND hwnd, int index, LONG value)
{
    return (LONG)SetWindowLongPtrA(hwnd, index, (LONG_PTR)value);
}

HWND WINAPI GetDesktopWindow(void)
{
    pthread_mutex_lock(&win32_lock);
    if (!desktop)
    {
        display_init();
        desktop = ninebridge_window_headless(display.registry.Width, display.registry.Height);
    }
    pthread_mutex_unlock(&win32_lock);
    return desktop;
}
HWND WINAPI GetForegroundWindow(void) { return foreground; }
BOOL WINAPI SetForegroundWindow(HWND hwnd)
{
    if (!find_window(hwnd)) return FALSE;
    foreground = focus = hwnd;
    return TRUE;
}
HWND WINAPI GetFocus(void) { return focus; }
HWND WINAPI SetFocus(HWND hwnd)
{
    HWND old = focus;
    if (hwnd && !find_window(hwnd)) return NULL;
    focus = hwnd;
    return old;
}
HWND WINAPI GetActiveWindow(void) { return foreground; }
HWND WINAPI SetActiveWindow(HWND hwnd)
{
    HWND old = foreground;
    if (hwnd && !find_window(hwnd)) return NULL;
    foreground = hwnd;
    return old;
}

/* ---- messages: delivered by direct calls only ---- */
LRESULT WINAPI DefWindowProcA(HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam)
{
    (void)hwnd; (void)msg; (void)wparam; (void)lparam;
    return 0;
}
LRESULT WINAPI CallWindowProcA(WNDPROC proc, HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam)
{
    return proc ? proc(hwnd, msg, wparam, lparam) : 0;
}
LRESULT WINAPI SendMessageA(HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam)
{
    struct window *w = find_window(hwnd);
    return w ? send(w, msg, wparam, lparam) : 0;
}
BOOL WINAPI PostMessageA(HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam)
{
    return SendMessageA(hwnd, msg, wparam, lparam), TRUE;
}
BOOL WINAPI PeekMessageA(MSG *msg, HWND hwnd, UINT first, UINT last, UINT remove)
{
    (void)msg; (void)hwnd; (void)first; (void)last; (void)remove;
    return FALSE;
}
LRESULT WINAPI DispatchMessageA(const MSG *msg)
{
    return msg ? SendMessageA(msg->hwnd, msg->message, msg->wParam, msg->lParam) : 0;
}
BOOL WINAPI TranslateMessage(const MSG *msg) { (void)msg; return FALSE; }
void WINAPI PostQuitMessage(int code) { (void)code; }

/* ---- monitors: one, the display (the library's adapter monitor) ---- */
static HMONITOR display_monitor(void)
{
    HMONITOR monitor = NULL;
    pthread_mutex_lock(&win32_lock);
    display_init();
    if (display.d3d) monitor = IDirect3D9_GetAdapterMonitor(display.d3d, D3DADAPTER_DEFAULT);
    pthread_mutex_unlock(&win32_lock);
    return monitor;
}
HMONITOR WINAPI MonitorFromWindow(HWND hwnd, DWORD flags) { (void)hwnd; (void)flags; return display_monitor(); }
HMONITOR WINAPI MonitorFromPoint(POINT pt, DWORD flags) { (void)pt; (void)flags; return display_monitor(); }
BOOL WINAPI GetMonitorInfoA(HMONITOR monitor, MONITORINFO *info)
{
    D3DDISPLAYMODE m;
    if (!monitor || monitor != display_monitor() || !info) return FALSE;
    m = current_mode();
    SetRect(&info->rcMonitor, 0, 0, (int)m.Width, (int)m.Height);
    info->rcWork = info->rcMonitor;
    info->dwFlags = MONITORINFOF_PRIMARY;
    if (info->cbSize >= sizeof(MONITORINFOEXA))
        strcpy(((MONITORINFOEXA *)info)->szDevice, "\\\\.\\DISPLAY1");
    return TRUE;
}
BOOL WINAPI GetMonitorInfoW(HMONITOR monitor, MONITORINFO *info)
{
    static const char name[] = "\\\\.\\DISPLAY1";
    size_t i;
    DWORD size;
    if (!info) return FALSE;
    size = info->cbSize;
    info->cbSize = sizeof(MONITORINFO);
    if (!GetMonitorInfoA(monitor, info)) return FALSE;
    info->cbSize = size;
    if (size >= sizeof(MONITORINFOEXW))
        for (i = 0; i < sizeof(name); ++i) ((MONITORINFOEXW *)info)->szDevice[i] = (unsigned char)name[i];
    return TRUE;
}

/* ---- the cursor: a position and a clip rectangle ---- */
static POINT cursor_pos;
static RECT cursor_clip;
static BOOL cursor_clipped;
static int cursor_count;
BOOL WINAPI SetCursorPos(int x, int y)
{
    D3DDISPLAYMODE m = current_mode();
    RECT clip;
    if (cursor_clipped) clip = cursor_clip;
    else SetRect(&clip, 0, 0, (int)m.Width, (int)m.Height);
    cursor_pos.x = min(max(x, clip.left), clip.right - 1);
    cursor_pos.y = min(max(y, clip.top), clip.bottom - 1);
    return TRUE;
}
BOOL WINAPI GetCursorPos(POINT *pt)
{
    if (!pt) return FALSE;
    *pt = cursor_pos;
    return TRUE;
}
BOOL WINAPI GetCursorInfo(CURSORINFO *info)
{
    if (!info) return FALSE;
    info->flags = cursor_count >= 0 ? CURSOR_SHOWING : 0;
    info->hCursor = NULL;
    info->ptScreenPos = cursor_pos;
    return TRUE;
}
int WINAPI ShowCursor(BOOL show) { return show ? ++cursor_count : --cursor_count; }
BOOL WINAPI ClipCursor(const RECT *rect)
{
    if (rect) { cursor_clip = *rect; cursor_clipped = TRUE; }
    else cursor_clipped = FALSE;
    return TRUE;
}
BOOL WINAPI GetClipCursor(RECT *rect)
{
    D3DDISPLAYMODE m;
    if (!rect) return FALSE;
    if (cursor_clipped) { *rect = cursor_clip; return TRUE; }
    m = current_mode();
    return SetRect(rect, 0, 0, (int)m.Width, (int)m.Height);
}
HCURSOR WINAPI SetCursor(HCURSOR cursor) { (void)cursor; return NULL; }

/* ---- GDI: no device contexts here (documented failure values) ---- */
HDC WINAPI GetDC(HWND hwnd) { (void)hwnd; return NULL; }
int WINAPI ReleaseDC(HWND hwnd, HDC dc) { (void)hwnd; (void)dc; return 0; }
DWORD WINAPI GetObjectType(HGDIOBJ obj) { (void)obj; SetLastError(ERROR_INVALID_HANDLE); return 0; }
HGDIOBJ WINAPI GetCurrentObject(HDC dc, UINT type) { (void)dc; (void)type; return NULL; }
int WINAPI GetObjectA(HGDIOBJ obj, int size, void *out) { (void)obj; (void)size; (void)out; return 0; }
BOOL WINAPI BitBlt(HDC dst, int x, int y, int w, int h, HDC src, int sx, int sy, DWORD rop)
{
    (void)dst; (void)x; (void)y; (void)w; (void)h; (void)src; (void)sx; (void)sy; (void)rop;
    return FALSE;
}
int WINAPI GetPixelFormat(HDC dc) { (void)dc; return 0; }
BOOL WINAPI SetPixelFormat(HDC dc, int format, const PIXELFORMATDESCRIPTOR *pfd)
{
    (void)dc; (void)format; (void)pfd;
    return FALSE;
}
int WINAPI ChoosePixelFormat(HDC dc, const PIXELFORMATDESCRIPTOR *pfd) { (void)dc; (void)pfd; return 0; }
int WINAPI DescribePixelFormat(HDC dc, int format, UINT size, PIXELFORMATDESCRIPTOR *pfd)
{
    (void)dc; (void)format; (void)size; (void)pfd;
    return 0;
}
UINT WINAPI GetDeviceCaps(HDC dc, int index) { (void)dc; (void)index; return 0; }

/* ---- wide strings ---- */
int WINAPI lstrlenW(LPCWSTR s)
{
    int n = 0;
    while (s && s[n]) ++n;
    return n;
}
LPWSTR WINAPI lstrcpyW(LPWSTR dst, LPCWSTR src)
{
    int i = 0;
    if (!dst || !src) return NULL;
    do dst[i] = src[i]; while (src[i++]);
    return dst;
}
int WINAPI lstrcmpW(LPCWSTR a, LPCWSTR b)
{
    for (;; ++a, ++b)
        if (*a != *b || !*a) return (int)*a - (int)*b;
}
int WINAPI lstrcmpiW(LPCWSTR a, LPCWSTR b)
{
    for (;; ++a, ++b)
    {
        WCHAR ca = *a, cb = *b;
        if (ca >= 'A' && ca <= 'Z') ca += 32;
        if (cb >= 'A' && cb <= 'Z') cb += 32;
        if (ca != cb || !ca) return (int)ca - (int)cb;
    }
}
