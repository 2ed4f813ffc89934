/*
 * ninebridge extensions to the Direct3D 9 API: what a port needs that the
 * Windows ABI has no room for. Include it after d3d9.h.
 */
#ifndef NINEBRIDGE_EXT_H
#define NINEBRIDGE_EXT_H

#ifdef __cplusplus
extern "C" {
#endif

/* Writes an A8R8G8B8 or X8R8G8B8 surface (render target, back buffer or
 * offscreen surface) to `path` as a PNG. D3DERR_INVALIDCALL for other
 * formats, a NULL or non-UTF-8 path and objects that are not surfaces;
 * E_FAIL when the file cannot be written. */
HRESULT ninebridge_surface_write_png(IDirect3DSurface9 *surface, const char *path);

/* Waits until the GPU has finished the work the device submitted (what a
 * D3D9 event query polled with D3DGETDATA_FLUSH reaches, in one call).
 * D3DERR_INVALIDCALL for anything that is not a device. */
HRESULT ninebridge_device_wait_idle(IDirect3DDevice9 *device);

/*
 * Windows. Off Windows a port has no HWND: it registers its native window
 * and passes the HWND returned as hFocusWindow or hDeviceWindow. Width and
 * height are the window's client size in pixels (a windowed back buffer of
 * size 0 takes it); tell a new one with ninebridge_window_set_client_size
 * when the window is resized, then Reset. The native window must outlive
 * the devices presenting to it; ninebridge_window_destroy forgets it. Each
 * returns NULL for a NULL handle. For an SDL2 window, SDL_GetWindowWMInfo
 * gives info.x11.display/window or info.wl.display/surface; for SDL3, the
 * window's properties SDL_PROP_WINDOW_X11_DISPLAY_POINTER and
 * SDL_PROP_WINDOW_X11_WINDOW_NUMBER (or the WAYLAND ones).
 */
HWND ninebridge_window_xlib(void *display, unsigned long window, UINT width, UINT height);
HWND ninebridge_window_xcb(void *connection, UINT window, UINT width, UINT height);
HWND ninebridge_window_wayland(void *display, void *surface, UINT width, UINT height);
HWND ninebridge_window_appkit(void *ns_view, UINT width, UINT height);
/* A window with no native window behind it: devices made on it take its
 * client size for windowed back buffers of size 0, and Present shows
 * nothing (headless programs, test harnesses). Never NULL. */
HWND ninebridge_window_headless(UINT width, UINT height);
/* D3DERR_INVALIDCALL for an HWND not made by the functions above. */
HRESULT ninebridge_window_set_client_size(HWND window, UINT width, UINT height);
HRESULT ninebridge_window_destroy(HWND window);

/*
 * The display. A full-screen device puts the display in its back buffer's
 * mode (GetAdapterDisplayMode answers it) until it goes windowed or is
 * released. A port that changes the display mode itself tells it here; a
 * width or height of 0 restores the desktop's mode. D3DERR_INVALIDCALL for
 * a size none of the adapter's modes (EnumAdapterModes) has.
 */
HRESULT ninebridge_display_set_mode(UINT width, UINT height, UINT refresh_rate);

#ifdef __cplusplus
}
#endif

#endif
