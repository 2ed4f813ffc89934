/*
 * A port's window through the C ABI: an Xlib window registered with
 * ninebridge_window_xlib, a device made for it with a back buffer of size 0
 * (the client size, written back into D3DPRESENT_PARAMETERS), a clear
 * presented and read back from the X server with XGetImage, then a resize:
 * the new client size told with ninebridge_window_set_client_size and Reset
 * with a size of 0. Bad windows are D3DERR_INVALIDCALL. Runs under Xvfb
 * (DISPLAY set by the test); exits 0 when every check holds.
 */
#define COBJMACROS
#include <d3d9.h>
#include <ninebridge_ext.h>
#include <stdio.h>
#include <time.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

#define CHECK(cond, ...)                                                        \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "line %d: ", __LINE__);                             \
            fprintf(stderr, __VA_ARGS__);                                       \
            fprintf(stderr, "\n");                                              \
            return 1;                                                           \
        }                                                                       \
    } while (0)

static void sleep_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* The window's pixel at (x, y) as 0xRRGGBB. */
static unsigned long window_pixel(Display *dpy, Window win, int x, int y)
{
    XImage *image = XGetImage(dpy, win, x, y, 1, 1, AllPlanes, ZPixmap);
    if (!image)
        return 0xdeadbeef;
    unsigned long p = XGetPixel(image, 0, 0);
    unsigned long rgb = ((p & image->red_mask) >> 16 << 16) | ((p & image->green_mask) >> 8 << 8) |
                        (p & image->blue_mask);
    XDestroyImage(image);
    return rgb & 0xffffff;
}

/* Clears to `color` and presents until the window shows it at (x, y)
 * (presentation reaches the X server asynchronously), for 10 s at most. */
static int present_until_shown(IDirect3DDevice9 *dev, Display *dpy, Window win, D3DCOLOR color,
                               int x, int y)
{
    for (int i = 0; i < 200; i++) {
        if (FAILED(IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, color, 1.0f, 0)))
            return 0;
        if (FAILED(IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL)))
            return 0;
        XSync(dpy, False);
        if (window_pixel(dpy, win, x, y) == (color & 0xffffff))
            return 1;
        sleep_ms(50);
    }
    return 0;
}

int main(void)
{
    Display *dpy = XOpenDisplay(NULL);
    CHECK(dpy, "XOpenDisplay failed (is DISPLAY set?)");
    int screen = DefaultScreen(dpy);
    Window win = XCreateSimpleWindow(dpy, RootWindow(dpy, screen), 0, 0, 64, 48, 0, 0, 0);
    XMapWindow(dpy, win);
    XSync(dpy, False);

    HWND hwnd = ninebridge_window_xlib(dpy, win, 64, 48);
    CHECK(hwnd != NULL, "ninebridge_window_xlib returned NULL");
    CHECK(ninebridge_window_xlib(NULL, win, 1, 1) == NULL, "a NULL display is refused");

    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    CHECK(d3d, "Direct3DCreate9 failed");

    D3DPRESENT_PARAMETERS pp = {0};
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferFormat = D3DFMT_UNKNOWN;
    pp.PresentationInterval = D3DPRESENT_INTERVAL_IMMEDIATE;

    /* A window not made by ninebridge_window_*: INVALIDCALL. */
    IDirect3DDevice9 *dev = NULL;
    HRESULT hr = IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, (HWND)0x1234,
                                         D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &dev);
    CHECK(hr == D3DERR_INVALIDCALL && dev == NULL, "an unknown HWND: %#lx", (unsigned long)hr);

    hr = IDirect3D9_CreateDevice(d3d, 0, D3DDEVTYPE_HAL, hwnd, D3DCREATE_HARDWARE_VERTEXPROCESSING,
                                 &pp, &dev);
    CHECK(SUCCEEDED(hr), "CreateDevice for the window: %#lx", (unsigned long)hr);
    CHECK(pp.BackBufferWidth == 64 && pp.BackBufferHeight == 48,
          "the back buffer takes the client size: %ux%u", pp.BackBufferWidth, pp.BackBufferHeight);
    CHECK(pp.BackBufferFormat == D3DFMT_X8R8G8B8, "windowed UNKNOWN is X8R8G8B8: %d",
          (int)pp.BackBufferFormat);

    CHECK(present_until_shown(dev, dpy, win, 0xff2040c0, 32, 24),
          "the window shows the clear colour (it shows %#lx)", window_pixel(dpy, win, 32, 24));

    /* The window grows: tell the client size, Reset with a size of 0. */
    XResizeWindow(dpy, win, 96, 40);
    XSync(dpy, False);
    CHECK(ninebridge_window_set_client_size(hwnd, 96, 40) == D3D_OK, "set_client_size");
    pp.BackBufferWidth = 0;
    pp.BackBufferHeight = 0;
    hr = IDirect3DDevice9_Reset(dev, &pp);
    CHECK(SUCCEEDED(hr), "Reset: %#lx", (unsigned long)hr);
    CHECK(pp.BackBufferWidth == 96 && pp.BackBufferHeight == 40, "Reset takes the new size: %ux%u",
          pp.BackBufferWidth, pp.BackBufferHeight);
    IDirect3DSurface9 *back = NULL;
    CHECK(SUCCEEDED(IDirect3DDevice9_GetBackBuffer(dev, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back)),
          "GetBackBuffer");
    D3DSURFACE_DESC desc;
    CHECK(SUCCEEDED(IDirect3DSurface9_GetDesc(back, &desc)) && desc.Width == 96 &&
              desc.Height == 40,
          "the new back buffer is 96x40");
    IDirect3DSurface9_Release(back);
    CHECK(IDirect3DDevice9_TestCooperativeLevel(dev) == D3D_OK, "TestCooperativeLevel");
    CHECK(present_until_shown(dev, dpy, win, 0xff10e030, 90, 35),
          "the resized window shows the new clear colour at (90, 35) (it shows %#lx)",
          window_pixel(dpy, win, 90, 35));

    CHECK(IDirect3DDevice9_Release(dev) == 0, "the device is freed");
    IDirect3D9_Release(d3d);
    CHECK(ninebridge_window_destroy(hwnd) == D3D_OK, "destroy");
    CHECK(ninebridge_window_destroy(hwnd) == D3DERR_INVALIDCALL, "destroyed twice");
    CHECK(ninebridge_window_set_client_size(hwnd, 1, 1) == D3DERR_INVALIDCALL, "destroyed");
    XDestroyWindow(dpy, win);
    XCloseDisplay(dpy);
    printf("window_x11: all checks passed\n");
    return 0;
}
