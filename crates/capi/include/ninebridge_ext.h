/*
 * ninebridge extensions to the Direct3D 9 API: what a port needs that the
 * Windows ABI has no room for. Included at the end of d3d9.h.
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

#ifdef __cplusplus
}
#endif

#endif
