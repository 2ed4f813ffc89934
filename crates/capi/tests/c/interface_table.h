/*
 * The Direct3D 9 interfaces as data, for the header tests: every method
 * with its vtable slot (IUnknown's three first), return type and parameter
 * types, in the order of the Windows SDK's d3d9.h.
 *
 * NB_<INTERFACE>_METHODS(M, M0, T) lists the methods an interface declares
 * itself (not inherited ones), as
 *     M(T, slot, return type, name, parameter types...)   with parameters
 *     M0(T, slot, return type, name)                      without
 * where T is passed through, so that a derived interface can list its base
 * methods under its own name.  NB_ALL_<INTERFACE>(M, M0) lists the whole
 * vtable of an interface and NB_INTERFACES(I) gives I(interface, slots) for
 * each of the 17 interfaces.
 *
 * The slots and signatures were checked against the Windows SDK
 * documentation and, field by field, against an independent d3d9.h (Wine's)
 * by compiling both; the well-known IDirect3DDevice9 and IDirect3D9 slots
 * are also asserted one by one in header_c.c.
 */
#ifndef NB_INTERFACE_TABLE_H
#define NB_INTERFACE_TABLE_H

#define NB_UNKNOWN_METHODS(M, M0, T) \
    M(T, 0, HRESULT, QueryInterface, REFIID, void **) \
    M0(T, 1, ULONG, AddRef) \
    M0(T, 2, ULONG, Release)

#define NB_DIRECT3D9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, RegisterSoftwareDevice, void *) \
    M0(T, 4, UINT, GetAdapterCount) \
    M(T, 5, HRESULT, GetAdapterIdentifier, UINT, DWORD, D3DADAPTER_IDENTIFIER9 *) \
    M(T, 6, UINT, GetAdapterModeCount, UINT, D3DFORMAT) \
    M(T, 7, HRESULT, EnumAdapterModes, UINT, D3DFORMAT, UINT, D3DDISPLAYMODE *) \
    M(T, 8, HRESULT, GetAdapterDisplayMode, UINT, D3DDISPLAYMODE *) \
    M(T, 9, HRESULT, CheckDeviceType, UINT, D3DDEVTYPE, D3DFORMAT, D3DFORMAT, BOOL) \
    M(T, 10, HRESULT, CheckDeviceFormat, UINT, D3DDEVTYPE, D3DFORMAT, DWORD, D3DRESOURCETYPE, D3DFORMAT) \
    M(T, 11, HRESULT, CheckDeviceMultiSampleType, UINT, D3DDEVTYPE, D3DFORMAT, BOOL, D3DMULTISAMPLE_TYPE, DWORD *) \
    M(T, 12, HRESULT, CheckDepthStencilMatch, UINT, D3DDEVTYPE, D3DFORMAT, D3DFORMAT, D3DFORMAT) \
    M(T, 13, HRESULT, CheckDeviceFormatConversion, UINT, D3DDEVTYPE, D3DFORMAT, D3DFORMAT) \
    M(T, 14, HRESULT, GetDeviceCaps, UINT, D3DDEVTYPE, D3DCAPS9 *) \
    M(T, 15, HMONITOR, GetAdapterMonitor, UINT) \
    M(T, 16, HRESULT, CreateDevice, UINT, D3DDEVTYPE, HWND, DWORD, D3DPRESENT_PARAMETERS *, IDirect3DDevice9 **)

#define NB_DIRECT3DDEVICE9_METHODS(M, M0, T) \
    M0(T, 3, HRESULT, TestCooperativeLevel) \
    M0(T, 4, UINT, GetAvailableTextureMem) \
    M0(T, 5, HRESULT, EvictManagedResources) \
    M(T, 6, HRESULT, GetDirect3D, IDirect3D9 **) \
    M(T, 7, HRESULT, GetDeviceCaps, D3DCAPS9 *) \
    M(T, 8, HRESULT, GetDisplayMode, UINT, D3DDISPLAYMODE *) \
    M(T, 9, HRESULT, GetCreationParameters, D3DDEVICE_CREATION_PARAMETERS *) \
    M(T, 10, HRESULT, SetCursorProperties, UINT, UINT, IDirect3DSurface9 *) \
    M(T, 11, void, SetCursorPosition, int, int, DWORD) \
    M(T, 12, BOOL, ShowCursor, BOOL) \
    M(T, 13, HRESULT, CreateAdditionalSwapChain, D3DPRESENT_PARAMETERS *, IDirect3DSwapChain9 **) \
    M(T, 14, HRESULT, GetSwapChain, UINT, IDirect3DSwapChain9 **) \
    M0(T, 15, UINT, GetNumberOfSwapChains) \
    M(T, 16, HRESULT, Reset, D3DPRESENT_PARAMETERS *) \
    M(T, 17, HRESULT, Present, const RECT *, const RECT *, HWND, const RGNDATA *) \
    M(T, 18, HRESULT, GetBackBuffer, UINT, UINT, D3DBACKBUFFER_TYPE, IDirect3DSurface9 **) \
    M(T, 19, HRESULT, GetRasterStatus, UINT, D3DRASTER_STATUS *) \
    M(T, 20, HRESULT, SetDialogBoxMode, BOOL) \
    M(T, 21, void, SetGammaRamp, UINT, DWORD, const D3DGAMMARAMP *) \
    M(T, 22, void, GetGammaRamp, UINT, D3DGAMMARAMP *) \
    M(T, 23, HRESULT, CreateTexture, UINT, UINT, UINT, DWORD, D3DFORMAT, D3DPOOL, IDirect3DTexture9 **, HANDLE *) \
    M(T, 24, HRESULT, CreateVolumeTexture, UINT, UINT, UINT, UINT, DWORD, D3DFORMAT, D3DPOOL, IDirect3DVolumeTexture9 **, HANDLE *) \
    M(T, 25, HRESULT, CreateCubeTexture, UINT, UINT, DWORD, D3DFORMAT, D3DPOOL, IDirect3DCubeTexture9 **, HANDLE *) \
    M(T, 26, HRESULT, CreateVertexBuffer, UINT, DWORD, DWORD, D3DPOOL, IDirect3DVertexBuffer9 **, HANDLE *) \
    M(T, 27, HRESULT, CreateIndexBuffer, UINT, DWORD, D3DFORMAT, D3DPOOL, IDirect3DIndexBuffer9 **, HANDLE *) \
    M(T, 28, HRESULT, CreateRenderTarget, UINT, UINT, D3DFORMAT, D3DMULTISAMPLE_TYPE, DWORD, BOOL, IDirect3DSurface9 **, HANDLE *) \
    M(T, 29, HRESULT, CreateDepthStencilSurface, UINT, UINT, D3DFORMAT, D3DMULTISAMPLE_TYPE, DWORD, BOOL, IDirect3DSurface9 **, HANDLE *) \
    M(T, 30, HRESULT, UpdateSurface, IDirect3DSurface9 *, const RECT *, IDirect3DSurface9 *, const POINT *) \
    M(T, 31, HRESULT, UpdateTexture, IDirect3DBaseTexture9 *, IDirect3DBaseTexture9 *) \
    M(T, 32, HRESULT, GetRenderTargetData, IDirect3DSurface9 *, IDirect3DSurface9 *) \
    M(T, 33, HRESULT, GetFrontBufferData, UINT, IDirect3DSurface9 *) \
    M(T, 34, HRESULT, StretchRect, IDirect3DSurface9 *, const RECT *, IDirect3DSurface9 *, const RECT *, D3DTEXTUREFILTERTYPE) \
    M(T, 35, HRESULT, ColorFill, IDirect3DSurface9 *, const RECT *, D3DCOLOR) \
    M(T, 36, HRESULT, CreateOffscreenPlainSurface, UINT, UINT, D3DFORMAT, D3DPOOL, IDirect3DSurface9 **, HANDLE *) \
    M(T, 37, HRESULT, SetRenderTarget, DWORD, IDirect3DSurface9 *) \
    M(T, 38, HRESULT, GetRenderTarget, DWORD, IDirect3DSurface9 **) \
    M(T, 39, HRESULT, SetDepthStencilSurface, IDirect3DSurface9 *) \
    M(T, 40, HRESULT, GetDepthStencilSurface, IDirect3DSurface9 **) \
    M0(T, 41, HRESULT, BeginScene) \
    M0(T, 42, HRESULT, EndScene) \
    M(T, 43, HRESULT, Clear, DWORD, const D3DRECT *, DWORD, D3DCOLOR, float, DWORD) \
    M(T, 44, HRESULT, SetTransform, D3DTRANSFORMSTATETYPE, const D3DMATRIX *) \
    M(T, 45, HRESULT, GetTransform, D3DTRANSFORMSTATETYPE, D3DMATRIX *) \
    M(T, 46, HRESULT, MultiplyTransform, D3DTRANSFORMSTATETYPE, const D3DMATRIX *) \
    M(T, 47, HRESULT, SetViewport, const D3DVIEWPORT9 *) \
    M(T, 48, HRESULT, GetViewport, D3DVIEWPORT9 *) \
    M(T, 49, HRESULT, SetMaterial, const D3DMATERIAL9 *) \
    M(T, 50, HRESULT, GetMaterial, D3DMATERIAL9 *) \
    M(T, 51, HRESULT, SetLight, DWORD, const D3DLIGHT9 *) \
    M(T, 52, HRESULT, GetLight, DWORD, D3DLIGHT9 *) \
    M(T, 53, HRESULT, LightEnable, DWORD, BOOL) \
    M(T, 54, HRESULT, GetLightEnable, DWORD, BOOL *) \
    M(T, 55, HRESULT, SetClipPlane, DWORD, const float *) \
    M(T, 56, HRESULT, GetClipPlane, DWORD, float *) \
    M(T, 57, HRESULT, SetRenderState, D3DRENDERSTATETYPE, DWORD) \
    M(T, 58, HRESULT, GetRenderState, D3DRENDERSTATETYPE, DWORD *) \
    M(T, 59, HRESULT, CreateStateBlock, D3DSTATEBLOCKTYPE, IDirect3DStateBlock9 **) \
    M0(T, 60, HRESULT, BeginStateBlock) \
    M(T, 61, HRESULT, EndStateBlock, IDirect3DStateBlock9 **) \
    M(T, 62, HRESULT, SetClipStatus, const D3DCLIPSTATUS9 *) \
    M(T, 63, HRESULT, GetClipStatus, D3DCLIPSTATUS9 *) \
    M(T, 64, HRESULT, GetTexture, DWORD, IDirect3DBaseTexture9 **) \
    M(T, 65, HRESULT, SetTexture, DWORD, IDirect3DBaseTexture9 *) \
    M(T, 66, HRESULT, GetTextureStageState, DWORD, D3DTEXTURESTAGESTATETYPE, DWORD *) \
    M(T, 67, HRESULT, SetTextureStageState, DWORD, D3DTEXTURESTAGESTATETYPE, DWORD) \
    M(T, 68, HRESULT, GetSamplerState, DWORD, D3DSAMPLERSTATETYPE, DWORD *) \
    M(T, 69, HRESULT, SetSamplerState, DWORD, D3DSAMPLERSTATETYPE, DWORD) \
    M(T, 70, HRESULT, ValidateDevice, DWORD *) \
    M(T, 71, HRESULT, SetPaletteEntries, UINT, const PALETTEENTRY *) \
    M(T, 72, HRESULT, GetPaletteEntries, UINT, PALETTEENTRY *) \
    M(T, 73, HRESULT, SetCurrentTexturePalette, UINT) \
    M(T, 74, HRESULT, GetCurrentTexturePalette, UINT *) \
    M(T, 75, HRESULT, SetScissorRect, const RECT *) \
    M(T, 76, HRESULT, GetScissorRect, RECT *) \
    M(T, 77, HRESULT, SetSoftwareVertexProcessing, BOOL) \
    M0(T, 78, BOOL, GetSoftwareVertexProcessing) \
    M(T, 79, HRESULT, SetNPatchMode, float) \
    M0(T, 80, float, GetNPatchMode) \
    M(T, 81, HRESULT, DrawPrimitive, D3DPRIMITIVETYPE, UINT, UINT) \
    M(T, 82, HRESULT, DrawIndexedPrimitive, D3DPRIMITIVETYPE, INT, UINT, UINT, UINT, UINT) \
    M(T, 83, HRESULT, DrawPrimitiveUP, D3DPRIMITIVETYPE, UINT, const void *, UINT) \
    M(T, 84, HRESULT, DrawIndexedPrimitiveUP, D3DPRIMITIVETYPE, UINT, UINT, UINT, const void *, D3DFORMAT, const void *, UINT) \
    M(T, 85, HRESULT, ProcessVertices, UINT, UINT, UINT, IDirect3DVertexBuffer9 *, IDirect3DVertexDeclaration9 *, DWORD) \
    M(T, 86, HRESULT, CreateVertexDeclaration, const D3DVERTEXELEMENT9 *, IDirect3DVertexDeclaration9 **) \
    M(T, 87, HRESULT, SetVertexDeclaration, IDirect3DVertexDeclaration9 *) \
    M(T, 88, HRESULT, GetVertexDeclaration, IDirect3DVertexDeclaration9 **) \
    M(T, 89, HRESULT, SetFVF, DWORD) \
    M(T, 90, HRESULT, GetFVF, DWORD *) \
    M(T, 91, HRESULT, CreateVertexShader, const DWORD *, IDirect3DVertexShader9 **) \
    M(T, 92, HRESULT, SetVertexShader, IDirect3DVertexShader9 *) \
    M(T, 93, HRESULT, GetVertexShader, IDirect3DVertexShader9 **) \
    M(T, 94, HRESULT, SetVertexShaderConstantF, UINT, const float *, UINT) \
    M(T, 95, HRESULT, GetVertexShaderConstantF, UINT, float *, UINT) \
    M(T, 96, HRESULT, SetVertexShaderConstantI, UINT, const int *, UINT) \
    M(T, 97, HRESULT, GetVertexShaderConstantI, UINT, int *, UINT) \
    M(T, 98, HRESULT, SetVertexShaderConstantB, UINT, const BOOL *, UINT) \
    M(T, 99, HRESULT, GetVertexShaderConstantB, UINT, BOOL *, UINT) \
    M(T, 100, HRESULT, SetStreamSource, UINT, IDirect3DVertexBuffer9 *, UINT, UINT) \
    M(T, 101, HRESULT, GetStreamSource, UINT, IDirect3DVertexBuffer9 **, UINT *, UINT *) \
    M(T, 102, HRESULT, SetStreamSourceFreq, UINT, UINT) \
    M(T, 103, HRESULT, GetStreamSourceFreq, UINT, UINT *) \
    M(T, 104, HRESULT, SetIndices, IDirect3DIndexBuffer9 *) \
    M(T, 105, HRESULT, GetIndices, IDirect3DIndexBuffer9 **) \
    M(T, 106, HRESULT, CreatePixelShader, const DWORD *, IDirect3DPixelShader9 **) \
    M(T, 107, HRESULT, SetPixelShader, IDirect3DPixelShader9 *) \
    M(T, 108, HRESULT, GetPixelShader, IDirect3DPixelShader9 **) \
    M(T, 109, HRESULT, SetPixelShaderConstantF, UINT, const float *, UINT) \
    M(T, 110, HRESULT, GetPixelShaderConstantF, UINT, float *, UINT) \
    M(T, 111, HRESULT, SetPixelShaderConstantI, UINT, const int *, UINT) \
    M(T, 112, HRESULT, GetPixelShaderConstantI, UINT, int *, UINT) \
    M(T, 113, HRESULT, SetPixelShaderConstantB, UINT, const BOOL *, UINT) \
    M(T, 114, HRESULT, GetPixelShaderConstantB, UINT, BOOL *, UINT) \
    M(T, 115, HRESULT, DrawRectPatch, UINT, const float *, const D3DRECTPATCH_INFO *) \
    M(T, 116, HRESULT, DrawTriPatch, UINT, const float *, const D3DTRIPATCH_INFO *) \
    M(T, 117, HRESULT, DeletePatch, UINT) \
    M(T, 118, HRESULT, CreateQuery, D3DQUERYTYPE, IDirect3DQuery9 **)

#define NB_DIRECT3DSWAPCHAIN9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, Present, const RECT *, const RECT *, HWND, const RGNDATA *, DWORD) \
    M(T, 4, HRESULT, GetFrontBufferData, IDirect3DSurface9 *) \
    M(T, 5, HRESULT, GetBackBuffer, UINT, D3DBACKBUFFER_TYPE, IDirect3DSurface9 **) \
    M(T, 6, HRESULT, GetRasterStatus, D3DRASTER_STATUS *) \
    M(T, 7, HRESULT, GetDisplayMode, D3DDISPLAYMODE *) \
    M(T, 8, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M(T, 9, HRESULT, GetPresentParameters, D3DPRESENT_PARAMETERS *)

#define NB_DIRECT3DRESOURCE9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M(T, 4, HRESULT, SetPrivateData, REFGUID, const void *, DWORD, DWORD) \
    M(T, 5, HRESULT, GetPrivateData, REFGUID, void *, DWORD *) \
    M(T, 6, HRESULT, FreePrivateData, REFGUID) \
    M(T, 7, DWORD, SetPriority, DWORD) \
    M0(T, 8, DWORD, GetPriority) \
    M0(T, 9, void, PreLoad) \
    M0(T, 10, D3DRESOURCETYPE, GetType)

#define NB_DIRECT3DVERTEXDECLARATION9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M(T, 4, HRESULT, GetDeclaration, D3DVERTEXELEMENT9 *, UINT *)

#define NB_DIRECT3DVERTEXSHADER9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M(T, 4, HRESULT, GetFunction, void *, UINT *)

#define NB_DIRECT3DPIXELSHADER9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M(T, 4, HRESULT, GetFunction, void *, UINT *)

#define NB_DIRECT3DBASETEXTURE9_METHODS(M, M0, T) \
    M(T, 11, DWORD, SetLOD, DWORD) \
    M0(T, 12, DWORD, GetLOD) \
    M0(T, 13, DWORD, GetLevelCount) \
    M(T, 14, HRESULT, SetAutoGenFilterType, D3DTEXTUREFILTERTYPE) \
    M0(T, 15, D3DTEXTUREFILTERTYPE, GetAutoGenFilterType) \
    M0(T, 16, void, GenerateMipSubLevels)

#define NB_DIRECT3DTEXTURE9_METHODS(M, M0, T) \
    M(T, 17, HRESULT, GetLevelDesc, UINT, D3DSURFACE_DESC *) \
    M(T, 18, HRESULT, GetSurfaceLevel, UINT, IDirect3DSurface9 **) \
    M(T, 19, HRESULT, LockRect, UINT, D3DLOCKED_RECT *, const RECT *, DWORD) \
    M(T, 20, HRESULT, UnlockRect, UINT) \
    M(T, 21, HRESULT, AddDirtyRect, const RECT *)

#define NB_DIRECT3DVOLUMETEXTURE9_METHODS(M, M0, T) \
    M(T, 17, HRESULT, GetLevelDesc, UINT, D3DVOLUME_DESC *) \
    M(T, 18, HRESULT, GetVolumeLevel, UINT, IDirect3DVolume9 **) \
    M(T, 19, HRESULT, LockBox, UINT, D3DLOCKED_BOX *, const D3DBOX *, DWORD) \
    M(T, 20, HRESULT, UnlockBox, UINT) \
    M(T, 21, HRESULT, AddDirtyBox, const D3DBOX *)

#define NB_DIRECT3DCUBETEXTURE9_METHODS(M, M0, T) \
    M(T, 17, HRESULT, GetLevelDesc, UINT, D3DSURFACE_DESC *) \
    M(T, 18, HRESULT, GetCubeMapSurface, D3DCUBEMAP_FACES, UINT, IDirect3DSurface9 **) \
    M(T, 19, HRESULT, LockRect, D3DCUBEMAP_FACES, UINT, D3DLOCKED_RECT *, const RECT *, DWORD) \
    M(T, 20, HRESULT, UnlockRect, D3DCUBEMAP_FACES, UINT) \
    M(T, 21, HRESULT, AddDirtyRect, D3DCUBEMAP_FACES, const RECT *)

#define NB_DIRECT3DVERTEXBUFFER9_METHODS(M, M0, T) \
    M(T, 11, HRESULT, Lock, UINT, UINT, void **, DWORD) \
    M0(T, 12, HRESULT, Unlock) \
    M(T, 13, HRESULT, GetDesc, D3DVERTEXBUFFER_DESC *)

#define NB_DIRECT3DINDEXBUFFER9_METHODS(M, M0, T) \
    M(T, 11, HRESULT, Lock, UINT, UINT, void **, DWORD) \
    M0(T, 12, HRESULT, Unlock) \
    M(T, 13, HRESULT, GetDesc, D3DINDEXBUFFER_DESC *)

#define NB_DIRECT3DSURFACE9_METHODS(M, M0, T) \
    M(T, 11, HRESULT, GetContainer, REFIID, void **) \
    M(T, 12, HRESULT, GetDesc, D3DSURFACE_DESC *) \
    M(T, 13, HRESULT, LockRect, D3DLOCKED_RECT *, const RECT *, DWORD) \
    M0(T, 14, HRESULT, UnlockRect) \
    M(T, 15, HRESULT, GetDC, HDC *) \
    M(T, 16, HRESULT, ReleaseDC, HDC)

#define NB_DIRECT3DVOLUME9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M(T, 4, HRESULT, SetPrivateData, REFGUID, const void *, DWORD, DWORD) \
    M(T, 5, HRESULT, GetPrivateData, REFGUID, void *, DWORD *) \
    M(T, 6, HRESULT, FreePrivateData, REFGUID) \
    M(T, 7, HRESULT, GetContainer, REFIID, void **) \
    M(T, 8, HRESULT, GetDesc, D3DVOLUME_DESC *) \
    M(T, 9, HRESULT, LockBox, D3DLOCKED_BOX *, const D3DBOX *, DWORD) \
    M0(T, 10, HRESULT, UnlockBox)

#define NB_DIRECT3DQUERY9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M0(T, 4, D3DQUERYTYPE, GetType) \
    M0(T, 5, DWORD, GetDataSize) \
    M(T, 6, HRESULT, Issue, DWORD) \
    M(T, 7, HRESULT, GetData, void *, DWORD, DWORD)

#define NB_DIRECT3DSTATEBLOCK9_METHODS(M, M0, T) \
    M(T, 3, HRESULT, GetDevice, IDirect3DDevice9 **) \
    M0(T, 4, HRESULT, Capture) \
    M0(T, 5, HRESULT, Apply)

/* Direct3D 9Ex: the methods after each base interface's. */
#define NB_DIRECT3D9EX_METHODS(M, M0, T) \
    M(T, 17, UINT, GetAdapterModeCountEx, UINT, const D3DDISPLAYMODEFILTER *) \
    M(T, 18, HRESULT, EnumAdapterModesEx, UINT, const D3DDISPLAYMODEFILTER *, UINT, D3DDISPLAYMODEEX *) \
    M(T, 19, HRESULT, GetAdapterDisplayModeEx, UINT, D3DDISPLAYMODEEX *, D3DDISPLAYROTATION *) \
    M(T, 20, HRESULT, CreateDeviceEx, UINT, D3DDEVTYPE, HWND, DWORD, D3DPRESENT_PARAMETERS *, D3DDISPLAYMODEEX *, IDirect3DDevice9Ex **) \
    M(T, 21, HRESULT, GetAdapterLUID, UINT, LUID *)

#define NB_DIRECT3DDEVICE9EX_METHODS(M, M0, T) \
    M(T, 119, HRESULT, SetConvolutionMonoKernel, UINT, UINT, float *, float *) \
    M(T, 120, HRESULT, ComposeRects, IDirect3DSurface9 *, IDirect3DSurface9 *, IDirect3DVertexBuffer9 *, UINT, IDirect3DVertexBuffer9 *, D3DCOMPOSERECTSOP, int, int) \
    M(T, 121, HRESULT, PresentEx, const RECT *, const RECT *, HWND, const RGNDATA *, DWORD) \
    M(T, 122, HRESULT, GetGPUThreadPriority, INT *) \
    M(T, 123, HRESULT, SetGPUThreadPriority, INT) \
    M(T, 124, HRESULT, WaitForVBlank, UINT) \
    M(T, 125, HRESULT, CheckResourceResidency, IDirect3DResource9 **, UINT) \
    M(T, 126, HRESULT, SetMaximumFrameLatency, UINT) \
    M(T, 127, HRESULT, GetMaximumFrameLatency, UINT *) \
    M(T, 128, HRESULT, CheckDeviceState, HWND) \
    M(T, 129, HRESULT, CreateRenderTargetEx, UINT, UINT, D3DFORMAT, D3DMULTISAMPLE_TYPE, DWORD, BOOL, IDirect3DSurface9 **, HANDLE *, DWORD) \
    M(T, 130, HRESULT, CreateOffscreenPlainSurfaceEx, UINT, UINT, D3DFORMAT, D3DPOOL, IDirect3DSurface9 **, HANDLE *, DWORD) \
    M(T, 131, HRESULT, CreateDepthStencilSurfaceEx, UINT, UINT, D3DFORMAT, D3DMULTISAMPLE_TYPE, DWORD, BOOL, IDirect3DSurface9 **, HANDLE *, DWORD) \
    M(T, 132, HRESULT, ResetEx, D3DPRESENT_PARAMETERS *, D3DDISPLAYMODEEX *) \
    M(T, 133, HRESULT, GetDisplayModeEx, UINT, D3DDISPLAYMODEEX *, D3DDISPLAYROTATION *)

#define NB_DIRECT3DSWAPCHAIN9EX_METHODS(M, M0, T) \
    M(T, 10, HRESULT, GetLastPresentCount, UINT *) \
    M(T, 11, HRESULT, GetPresentStats, D3DPRESENTSTATS *) \
    M(T, 12, HRESULT, GetDisplayModeEx, D3DDISPLAYMODEEX *, D3DDISPLAYROTATION *)

/* Whole vtables, inherited methods first. */
#define NB_ALL_DIRECT3D9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3D9) \
    NB_DIRECT3D9_METHODS(M, M0, IDirect3D9)

#define NB_ALL_DIRECT3DDEVICE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DDevice9) \
    NB_DIRECT3DDEVICE9_METHODS(M, M0, IDirect3DDevice9)

#define NB_ALL_DIRECT3DSWAPCHAIN9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DSwapChain9) \
    NB_DIRECT3DSWAPCHAIN9_METHODS(M, M0, IDirect3DSwapChain9)

#define NB_ALL_DIRECT3DRESOURCE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DResource9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DResource9)

#define NB_ALL_DIRECT3DVERTEXDECLARATION9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DVertexDeclaration9) \
    NB_DIRECT3DVERTEXDECLARATION9_METHODS(M, M0, IDirect3DVertexDeclaration9)

#define NB_ALL_DIRECT3DVERTEXSHADER9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DVertexShader9) \
    NB_DIRECT3DVERTEXSHADER9_METHODS(M, M0, IDirect3DVertexShader9)

#define NB_ALL_DIRECT3DPIXELSHADER9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DPixelShader9) \
    NB_DIRECT3DPIXELSHADER9_METHODS(M, M0, IDirect3DPixelShader9)

#define NB_ALL_DIRECT3DBASETEXTURE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DBaseTexture9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DBaseTexture9) \
    NB_DIRECT3DBASETEXTURE9_METHODS(M, M0, IDirect3DBaseTexture9)

#define NB_ALL_DIRECT3DTEXTURE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DTexture9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DTexture9) \
    NB_DIRECT3DBASETEXTURE9_METHODS(M, M0, IDirect3DTexture9) \
    NB_DIRECT3DTEXTURE9_METHODS(M, M0, IDirect3DTexture9)

#define NB_ALL_DIRECT3DVOLUMETEXTURE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DVolumeTexture9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DVolumeTexture9) \
    NB_DIRECT3DBASETEXTURE9_METHODS(M, M0, IDirect3DVolumeTexture9) \
    NB_DIRECT3DVOLUMETEXTURE9_METHODS(M, M0, IDirect3DVolumeTexture9)

#define NB_ALL_DIRECT3DCUBETEXTURE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DCubeTexture9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DCubeTexture9) \
    NB_DIRECT3DBASETEXTURE9_METHODS(M, M0, IDirect3DCubeTexture9) \
    NB_DIRECT3DCUBETEXTURE9_METHODS(M, M0, IDirect3DCubeTexture9)

#define NB_ALL_DIRECT3DVERTEXBUFFER9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DVertexBuffer9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DVertexBuffer9) \
    NB_DIRECT3DVERTEXBUFFER9_METHODS(M, M0, IDirect3DVertexBuffer9)

#define NB_ALL_DIRECT3DINDEXBUFFER9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DIndexBuffer9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DIndexBuffer9) \
    NB_DIRECT3DINDEXBUFFER9_METHODS(M, M0, IDirect3DIndexBuffer9)

#define NB_ALL_DIRECT3DSURFACE9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DSurface9) \
    NB_DIRECT3DRESOURCE9_METHODS(M, M0, IDirect3DSurface9) \
    NB_DIRECT3DSURFACE9_METHODS(M, M0, IDirect3DSurface9)

#define NB_ALL_DIRECT3DVOLUME9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DVolume9) \
    NB_DIRECT3DVOLUME9_METHODS(M, M0, IDirect3DVolume9)

#define NB_ALL_DIRECT3DQUERY9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DQuery9) \
    NB_DIRECT3DQUERY9_METHODS(M, M0, IDirect3DQuery9)

#define NB_ALL_DIRECT3DSTATEBLOCK9(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DStateBlock9) \
    NB_DIRECT3DSTATEBLOCK9_METHODS(M, M0, IDirect3DStateBlock9)

#define NB_ALL_DIRECT3D9EX(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3D9Ex) \
    NB_DIRECT3D9_METHODS(M, M0, IDirect3D9Ex) \
    NB_DIRECT3D9EX_METHODS(M, M0, IDirect3D9Ex)

#define NB_ALL_DIRECT3DDEVICE9EX(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DDevice9Ex) \
    NB_DIRECT3DDEVICE9_METHODS(M, M0, IDirect3DDevice9Ex) \
    NB_DIRECT3DDEVICE9EX_METHODS(M, M0, IDirect3DDevice9Ex)

#define NB_ALL_DIRECT3DSWAPCHAIN9EX(M, M0) \
    NB_UNKNOWN_METHODS(M, M0, IDirect3DSwapChain9Ex) \
    NB_DIRECT3DSWAPCHAIN9_METHODS(M, M0, IDirect3DSwapChain9Ex) \
    NB_DIRECT3DSWAPCHAIN9EX_METHODS(M, M0, IDirect3DSwapChain9Ex)

/* I(interface, number of vtable slots) */
#define NB_INTERFACES(I) \
    I(IDirect3D9, 17) \
    I(IDirect3DDevice9, 119) \
    I(IDirect3DSwapChain9, 10) \
    I(IDirect3DResource9, 11) \
    I(IDirect3DVertexDeclaration9, 5) \
    I(IDirect3DVertexShader9, 5) \
    I(IDirect3DPixelShader9, 5) \
    I(IDirect3DBaseTexture9, 17) \
    I(IDirect3DTexture9, 22) \
    I(IDirect3DVolumeTexture9, 22) \
    I(IDirect3DCubeTexture9, 22) \
    I(IDirect3DVertexBuffer9, 14) \
    I(IDirect3DIndexBuffer9, 14) \
    I(IDirect3DSurface9, 17) \
    I(IDirect3DVolume9, 11) \
    I(IDirect3DQuery9, 8) \
    I(IDirect3DStateBlock9, 6) \
    I(IDirect3D9Ex, 22) \
    I(IDirect3DDevice9Ex, 134) \
    I(IDirect3DSwapChain9Ex, 13)

/* Every method of every interface, each vtable listed in full. */
#define NB_EVERY_METHOD(M, M0) \
    NB_ALL_DIRECT3D9(M, M0) \
    NB_ALL_DIRECT3DDEVICE9(M, M0) \
    NB_ALL_DIRECT3DSWAPCHAIN9(M, M0) \
    NB_ALL_DIRECT3DRESOURCE9(M, M0) \
    NB_ALL_DIRECT3DVERTEXDECLARATION9(M, M0) \
    NB_ALL_DIRECT3DVERTEXSHADER9(M, M0) \
    NB_ALL_DIRECT3DPIXELSHADER9(M, M0) \
    NB_ALL_DIRECT3DBASETEXTURE9(M, M0) \
    NB_ALL_DIRECT3DTEXTURE9(M, M0) \
    NB_ALL_DIRECT3DVOLUMETEXTURE9(M, M0) \
    NB_ALL_DIRECT3DCUBETEXTURE9(M, M0) \
    NB_ALL_DIRECT3DVERTEXBUFFER9(M, M0) \
    NB_ALL_DIRECT3DINDEXBUFFER9(M, M0) \
    NB_ALL_DIRECT3DSURFACE9(M, M0) \
    NB_ALL_DIRECT3DVOLUME9(M, M0) \
    NB_ALL_DIRECT3DQUERY9(M, M0) \
    NB_ALL_DIRECT3DSTATEBLOCK9(M, M0) \
    NB_ALL_DIRECT3D9EX(M, M0) \
    NB_ALL_DIRECT3DDEVICE9EX(M, M0) \
    NB_ALL_DIRECT3DSWAPCHAIN9EX(M, M0)

/* NB_FOR_EACH(F, a, b, ...) expands to F(a), F(b), ... for 1 to 9
 * arguments (the most any method takes is 9). */
#define NB_CAT_(a, b) a##b
#define NB_CAT(a, b) NB_CAT_(a, b)
#define NB_NARGS_(a1, a2, a3, a4, a5, a6, a7, a8, a9, n, ...) n
#define NB_NARGS(...) NB_NARGS_(__VA_ARGS__, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define NB_EACH1(F, a) F(a)
#define NB_EACH2(F, a, ...) F(a), NB_EACH1(F, __VA_ARGS__)
#define NB_EACH3(F, a, ...) F(a), NB_EACH2(F, __VA_ARGS__)
#define NB_EACH4(F, a, ...) F(a), NB_EACH3(F, __VA_ARGS__)
#define NB_EACH5(F, a, ...) F(a), NB_EACH4(F, __VA_ARGS__)
#define NB_EACH6(F, a, ...) F(a), NB_EACH5(F, __VA_ARGS__)
#define NB_EACH7(F, a, ...) F(a), NB_EACH6(F, __VA_ARGS__)
#define NB_EACH8(F, a, ...) F(a), NB_EACH7(F, __VA_ARGS__)
#define NB_EACH9(F, a, ...) F(a), NB_EACH8(F, __VA_ARGS__)
#define NB_FOR_EACH(F, ...) NB_CAT(NB_EACH, NB_NARGS(__VA_ARGS__))(F, __VA_ARGS__)

#endif /* NB_INTERFACE_TABLE_H */
