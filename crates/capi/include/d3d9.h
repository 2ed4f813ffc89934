/*
 * ninebridge: Direct3D 9 API for C and C++ ports.
 *
 * Source-compatible with the Windows SDK's d3d9.h: the same names, enum
 * values, struct layouts and COM vtable order, written for ninebridge from
 * the documented API.  Link against libninebridge_d3d9 instead of d3d9.dll.
 *
 * C++ sees each interface as a struct of pure virtual methods deriving from
 * its base interface.  C (or C++ with CINTERFACE defined) sees a struct
 * whose only member is lpVtbl, a pointer to a table of function pointers
 * that lists the inherited methods first; the vtable slot of each method is
 * noted beside it.  With COBJMACROS defined, IFace_Method(p, ...) macros
 * call every method of every interface, in C and in C++.
 *
 * Not covered: the D3DPERF_* debug-marker functions and the shader
 * instruction token definitions.
 */
#ifndef _D3D9_H_
#define _D3D9_H_

#ifndef DIRECT3D_VERSION
#define DIRECT3D_VERSION 0x0900
#endif

/* The version Direct3DCreate9 expects; 31 is the version of 9.0b-era SDKs. */
#define D3D_SDK_VERSION 32
#define D3D9b_SDK_VERSION 31

#include "ninebridge_wintypes.h"
#include "d3d9types.h"
#include "d3d9caps.h"

/* ======================================================================
 * Interface identifiers
 *
 * The library defines each IID_<name> below.  The table gives their values
 * for code that needs them at compile time:
 *     X(name, Data1, Data2, Data3, Data4[0], ..., Data4[7])
 * ====================================================================== */

#define NINEBRIDGE_D3D9_IIDS(X)                                                           \
    X(IUnknown, 0x00000000, 0x0000, 0x0000, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46) \
    X(IDirect3D9, 0x81bdcbca, 0x64d4, 0x426d, 0xae, 0x8d, 0xad, 0x01, 0x47, 0xf4, 0x27, 0x5c) \
    X(IDirect3DDevice9, 0xd0223b96, 0xbf7a, 0x43fd, 0x92, 0xbd, 0xa4, 0x3b, 0x0d, 0x82, 0xb9, 0xeb) \
    X(IDirect3DResource9, 0x05eec05d, 0x8f7d, 0x4362, 0xb9, 0x99, 0xd1, 0xba, 0xf3, 0x57, 0xc7, 0x04) \
    X(IDirect3DBaseTexture9, 0x580ca87e, 0x1d3c, 0x4d54, 0x99, 0x1d, 0xb7, 0xd3, 0xe3, 0xc2, 0x98, 0xce) \
    X(IDirect3DTexture9, 0x85c31227, 0x3de5, 0x4f00, 0x9b, 0x3a, 0xf1, 0x1a, 0xc3, 0x8c, 0x18, 0xb5) \
    X(IDirect3DCubeTexture9, 0xfff32f81, 0xd953, 0x473a, 0x92, 0x23, 0x93, 0xd6, 0x52, 0xab, 0xa9, 0x3f) \
    X(IDirect3DVolumeTexture9, 0x2518526c, 0xe789, 0x4111, 0xa7, 0xb9, 0x47, 0xef, 0x32, 0x8d, 0x13, 0xe6) \
    X(IDirect3DVertexBuffer9, 0xb64bb1b5, 0xfd70, 0x4df6, 0xbf, 0x91, 0x19, 0xd0, 0xa1, 0x24, 0x55, 0xe3) \
    X(IDirect3DIndexBuffer9, 0x7c9dd65e, 0xd3f7, 0x4529, 0xac, 0xee, 0x78, 0x58, 0x30, 0xac, 0xde, 0x35) \
    X(IDirect3DSurface9, 0x0cfbaf3a, 0x9ff6, 0x429a, 0x99, 0xb3, 0xa2, 0x79, 0x6a, 0xf8, 0xb8, 0x9b) \
    X(IDirect3DVolume9, 0x24f416e6, 0x1f67, 0x4aa7, 0xb8, 0x8e, 0xd3, 0x3f, 0x6f, 0x31, 0x28, 0xa1) \
    X(IDirect3DSwapChain9, 0x794950f2, 0xadfc, 0x458a, 0x90, 0x5e, 0x10, 0xa1, 0x0b, 0x0b, 0x50, 0x3b) \
    X(IDirect3DVertexDeclaration9, 0xdd13c59c, 0x36fa, 0x4098, 0xa8, 0xfb, 0xc7, 0xed, 0x39, 0xdc, 0x85, 0x46) \
    X(IDirect3DVertexShader9, 0xefc5557e, 0x6265, 0x4613, 0x8a, 0x94, 0x43, 0x85, 0x78, 0x89, 0xeb, 0x36) \
    X(IDirect3DPixelShader9, 0x6d3bdbdc, 0x5b02, 0x4415, 0xb8, 0x52, 0xce, 0x5e, 0x8b, 0xcc, 0xb2, 0x89) \
    X(IDirect3DStateBlock9, 0xb07c4fe5, 0x310d, 0x4ba8, 0xa2, 0x3c, 0x4f, 0x0f, 0x20, 0x6f, 0x21, 0x8b) \
    X(IDirect3DQuery9, 0xd9771460, 0xa695, 0x4f26, 0xbb, 0xd3, 0x27, 0xb8, 0x40, 0xb5, 0x41, 0xcc) \
    X(IDirect3D9Ex, 0x02177241, 0x69fc, 0x400c, 0x8f, 0xf1, 0x93, 0xa4, 0x4d, 0xf6, 0x86, 0x1d) \
    X(IDirect3DDevice9Ex, 0xb18b10ce, 0x2649, 0x405a, 0x87, 0x0f, 0x95, 0xf7, 0x77, 0xd4, 0x31, 0x3a) \
    X(IDirect3DSwapChain9Ex, 0x91886caf, 0x1c3d, 0x4d2e, 0xa0, 0xab, 0x3e, 0x4c, 0x7d, 0x8d, 0x33, 0x03)

#ifdef __cplusplus
extern "C" {
#endif

#define NINEBRIDGE_DECLARE_IID(name, l, w1, w2, b1, b2, b3, b4, b5, b6, b7, b8) \
    extern const GUID IID_##name;
NINEBRIDGE_D3D9_IIDS(NINEBRIDGE_DECLARE_IID)
#undef NINEBRIDGE_DECLARE_IID

#ifdef __cplusplus
}
#endif

/* ======================================================================
 * Interface names and pointer types
 * ====================================================================== */

#if defined(__cplusplus) && !defined(CINTERFACE)
struct IDirect3D9;
struct IDirect3DDevice9;
struct IDirect3DSwapChain9;
struct IDirect3DResource9;
struct IDirect3DVertexDeclaration9;
struct IDirect3DVertexShader9;
struct IDirect3DPixelShader9;
struct IDirect3DBaseTexture9;
struct IDirect3DTexture9;
struct IDirect3DVolumeTexture9;
struct IDirect3DCubeTexture9;
struct IDirect3DVertexBuffer9;
struct IDirect3DIndexBuffer9;
struct IDirect3DSurface9;
struct IDirect3DVolume9;
struct IDirect3DQuery9;
struct IDirect3DStateBlock9;
struct IDirect3D9Ex;
struct IDirect3DDevice9Ex;
struct IDirect3DSwapChain9Ex;
#else
typedef struct IDirect3D9 IDirect3D9;
typedef struct IDirect3DDevice9 IDirect3DDevice9;
typedef struct IDirect3DSwapChain9 IDirect3DSwapChain9;
typedef struct IDirect3DResource9 IDirect3DResource9;
typedef struct IDirect3DVertexDeclaration9 IDirect3DVertexDeclaration9;
typedef struct IDirect3DVertexShader9 IDirect3DVertexShader9;
typedef struct IDirect3DPixelShader9 IDirect3DPixelShader9;
typedef struct IDirect3DBaseTexture9 IDirect3DBaseTexture9;
typedef struct IDirect3DTexture9 IDirect3DTexture9;
typedef struct IDirect3DVolumeTexture9 IDirect3DVolumeTexture9;
typedef struct IDirect3DCubeTexture9 IDirect3DCubeTexture9;
typedef struct IDirect3DVertexBuffer9 IDirect3DVertexBuffer9;
typedef struct IDirect3DIndexBuffer9 IDirect3DIndexBuffer9;
typedef struct IDirect3DSurface9 IDirect3DSurface9;
typedef struct IDirect3DVolume9 IDirect3DVolume9;
typedef struct IDirect3DQuery9 IDirect3DQuery9;
typedef struct IDirect3DStateBlock9 IDirect3DStateBlock9;
typedef struct IDirect3D9Ex IDirect3D9Ex;
typedef struct IDirect3DDevice9Ex IDirect3DDevice9Ex;
typedef struct IDirect3DSwapChain9Ex IDirect3DSwapChain9Ex;
#endif

typedef struct IDirect3D9 *LPDIRECT3D9, *PDIRECT3D9;
typedef struct IDirect3DDevice9 *LPDIRECT3DDEVICE9, *PDIRECT3DDEVICE9;
typedef struct IDirect3DSwapChain9 *LPDIRECT3DSWAPCHAIN9, *PDIRECT3DSWAPCHAIN9;
typedef struct IDirect3DResource9 *LPDIRECT3DRESOURCE9, *PDIRECT3DRESOURCE9;
typedef struct IDirect3DVertexDeclaration9 *LPDIRECT3DVERTEXDECLARATION9, *PDIRECT3DVERTEXDECLARATION9;
typedef struct IDirect3DVertexShader9 *LPDIRECT3DVERTEXSHADER9, *PDIRECT3DVERTEXSHADER9;
typedef struct IDirect3DPixelShader9 *LPDIRECT3DPIXELSHADER9, *PDIRECT3DPIXELSHADER9;
typedef struct IDirect3DBaseTexture9 *LPDIRECT3DBASETEXTURE9, *PDIRECT3DBASETEXTURE9;
typedef struct IDirect3DTexture9 *LPDIRECT3DTEXTURE9, *PDIRECT3DTEXTURE9;
typedef struct IDirect3DVolumeTexture9 *LPDIRECT3DVOLUMETEXTURE9, *PDIRECT3DVOLUMETEXTURE9;
typedef struct IDirect3DCubeTexture9 *LPDIRECT3DCUBETEXTURE9, *PDIRECT3DCUBETEXTURE9;
typedef struct IDirect3DVertexBuffer9 *LPDIRECT3DVERTEXBUFFER9, *PDIRECT3DVERTEXBUFFER9;
typedef struct IDirect3DIndexBuffer9 *LPDIRECT3DINDEXBUFFER9, *PDIRECT3DINDEXBUFFER9;
typedef struct IDirect3DSurface9 *LPDIRECT3DSURFACE9, *PDIRECT3DSURFACE9;
typedef struct IDirect3DVolume9 *LPDIRECT3DVOLUME9, *PDIRECT3DVOLUME9;
typedef struct IDirect3DQuery9 *LPDIRECT3DQUERY9, *PDIRECT3DQUERY9;
typedef struct IDirect3DStateBlock9 *LPDIRECT3DSTATEBLOCK9, *PDIRECT3DSTATEBLOCK9;
typedef struct IDirect3D9Ex *LPDIRECT3D9EX, *PDIRECT3D9EX;
typedef struct IDirect3DDevice9Ex *LPDIRECT3DDEVICE9EX, *PDIRECT3DDEVICE9EX;
typedef struct IDirect3DSwapChain9Ex *LPDIRECT3DSWAPCHAIN9EX, *PDIRECT3DSWAPCHAIN9EX;

/* ======================================================================
 * Entry point
 * ====================================================================== */

#ifdef __cplusplus
extern "C" {
#endif

/* Creates the Direct3D object, holding one reference, or returns NULL on
 * failure.  Pass D3D_SDK_VERSION. */
IDirect3D9 *WINAPI Direct3DCreate9(UINT SDKVersion);

/* Creates the Direct3D 9Ex object in *ppD3D (one reference): S_OK, or
 * D3DERR_NOTAVAILABLE (and NULL) on failure.  Pass D3D_SDK_VERSION. */
HRESULT WINAPI Direct3DCreate9Ex(UINT SDKVersion, IDirect3D9Ex **ppD3D);

#ifdef __cplusplus
}
#endif

/* ======================================================================
 * Interfaces
 * ====================================================================== */

/* ----------------------------------------------------------------------
 * IDirect3D9: the entry object: adapters, formats, caps, device creation
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3D9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE RegisterSoftwareDevice(void *pInitializeFunction) = 0;
    virtual UINT STDMETHODCALLTYPE GetAdapterCount(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetAdapterIdentifier(UINT Adapter, DWORD Flags, D3DADAPTER_IDENTIFIER9 *pIdentifier) = 0;
    virtual UINT STDMETHODCALLTYPE GetAdapterModeCount(UINT Adapter, D3DFORMAT Format) = 0;
    virtual HRESULT STDMETHODCALLTYPE EnumAdapterModes(UINT Adapter, D3DFORMAT Format, UINT Mode, D3DDISPLAYMODE *pMode) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetAdapterDisplayMode(UINT Adapter, D3DDISPLAYMODE *pMode) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckDeviceType(UINT Adapter, D3DDEVTYPE DevType, D3DFORMAT AdapterFormat, D3DFORMAT BackBufferFormat, BOOL bWindowed) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckDeviceFormat(UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT AdapterFormat, DWORD Usage, D3DRESOURCETYPE RType, D3DFORMAT CheckFormat) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckDeviceMultiSampleType(UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT SurfaceFormat, BOOL Windowed, D3DMULTISAMPLE_TYPE MultiSampleType, DWORD *pQualityLevels) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckDepthStencilMatch(UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT AdapterFormat, D3DFORMAT RenderTargetFormat, D3DFORMAT DepthStencilFormat) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckDeviceFormatConversion(UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT SourceFormat, D3DFORMAT TargetFormat) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDeviceCaps(UINT Adapter, D3DDEVTYPE DeviceType, D3DCAPS9 *pCaps) = 0;
    virtual HMONITOR STDMETHODCALLTYPE GetAdapterMonitor(UINT Adapter) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateDevice(UINT Adapter, D3DDEVTYPE DeviceType, HWND hFocusWindow, DWORD BehaviorFlags, D3DPRESENT_PARAMETERS *pPresentationParameters, IDirect3DDevice9 **ppReturnedDeviceInterface) = 0;
};

#else

typedef struct IDirect3D9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3D9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3D9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3D9 *This);
    /* IDirect3D9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *RegisterSoftwareDevice)(IDirect3D9 *This, void *pInitializeFunction);
    /*   4 */ UINT (STDMETHODCALLTYPE *GetAdapterCount)(IDirect3D9 *This);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetAdapterIdentifier)(IDirect3D9 *This, UINT Adapter, DWORD Flags, D3DADAPTER_IDENTIFIER9 *pIdentifier);
    /*   6 */ UINT (STDMETHODCALLTYPE *GetAdapterModeCount)(IDirect3D9 *This, UINT Adapter, D3DFORMAT Format);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *EnumAdapterModes)(IDirect3D9 *This, UINT Adapter, D3DFORMAT Format, UINT Mode, D3DDISPLAYMODE *pMode);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetAdapterDisplayMode)(IDirect3D9 *This, UINT Adapter, D3DDISPLAYMODE *pMode);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceType)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DevType, D3DFORMAT AdapterFormat, D3DFORMAT BackBufferFormat, BOOL bWindowed);
    /*  10 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceFormat)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT AdapterFormat, DWORD Usage, D3DRESOURCETYPE RType, D3DFORMAT CheckFormat);
    /*  11 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceMultiSampleType)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT SurfaceFormat, BOOL Windowed, D3DMULTISAMPLE_TYPE MultiSampleType, DWORD *pQualityLevels);
    /*  12 */ HRESULT (STDMETHODCALLTYPE *CheckDepthStencilMatch)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT AdapterFormat, D3DFORMAT RenderTargetFormat, D3DFORMAT DepthStencilFormat);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceFormatConversion)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT SourceFormat, D3DFORMAT TargetFormat);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *GetDeviceCaps)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DCAPS9 *pCaps);
    /*  15 */ HMONITOR (STDMETHODCALLTYPE *GetAdapterMonitor)(IDirect3D9 *This, UINT Adapter);
    /*  16 */ HRESULT (STDMETHODCALLTYPE *CreateDevice)(IDirect3D9 *This, UINT Adapter, D3DDEVTYPE DeviceType, HWND hFocusWindow, DWORD BehaviorFlags, D3DPRESENT_PARAMETERS *pPresentationParameters, IDirect3DDevice9 **ppReturnedDeviceInterface);
} IDirect3D9Vtbl;

struct IDirect3D9 {
    const IDirect3D9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3D9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3D9_AddRef(p) (p)->AddRef()
#define IDirect3D9_Release(p) (p)->Release()
#define IDirect3D9_RegisterSoftwareDevice(p, a) (p)->RegisterSoftwareDevice(a)
#define IDirect3D9_GetAdapterCount(p) (p)->GetAdapterCount()
#define IDirect3D9_GetAdapterIdentifier(p, a, b, c) (p)->GetAdapterIdentifier(a, b, c)
#define IDirect3D9_GetAdapterModeCount(p, a, b) (p)->GetAdapterModeCount(a, b)
#define IDirect3D9_EnumAdapterModes(p, a, b, c, d) (p)->EnumAdapterModes(a, b, c, d)
#define IDirect3D9_GetAdapterDisplayMode(p, a, b) (p)->GetAdapterDisplayMode(a, b)
#define IDirect3D9_CheckDeviceType(p, a, b, c, d, e) (p)->CheckDeviceType(a, b, c, d, e)
#define IDirect3D9_CheckDeviceFormat(p, a, b, c, d, e, f) (p)->CheckDeviceFormat(a, b, c, d, e, f)
#define IDirect3D9_CheckDeviceMultiSampleType(p, a, b, c, d, e, f) (p)->CheckDeviceMultiSampleType(a, b, c, d, e, f)
#define IDirect3D9_CheckDepthStencilMatch(p, a, b, c, d, e) (p)->CheckDepthStencilMatch(a, b, c, d, e)
#define IDirect3D9_CheckDeviceFormatConversion(p, a, b, c, d) (p)->CheckDeviceFormatConversion(a, b, c, d)
#define IDirect3D9_GetDeviceCaps(p, a, b, c) (p)->GetDeviceCaps(a, b, c)
#define IDirect3D9_GetAdapterMonitor(p, a) (p)->GetAdapterMonitor(a)
#define IDirect3D9_CreateDevice(p, a, b, c, d, e, f) (p)->CreateDevice(a, b, c, d, e, f)
#else
#define IDirect3D9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3D9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3D9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3D9_RegisterSoftwareDevice(p, a) (p)->lpVtbl->RegisterSoftwareDevice(p, a)
#define IDirect3D9_GetAdapterCount(p) (p)->lpVtbl->GetAdapterCount(p)
#define IDirect3D9_GetAdapterIdentifier(p, a, b, c) (p)->lpVtbl->GetAdapterIdentifier(p, a, b, c)
#define IDirect3D9_GetAdapterModeCount(p, a, b) (p)->lpVtbl->GetAdapterModeCount(p, a, b)
#define IDirect3D9_EnumAdapterModes(p, a, b, c, d) (p)->lpVtbl->EnumAdapterModes(p, a, b, c, d)
#define IDirect3D9_GetAdapterDisplayMode(p, a, b) (p)->lpVtbl->GetAdapterDisplayMode(p, a, b)
#define IDirect3D9_CheckDeviceType(p, a, b, c, d, e) (p)->lpVtbl->CheckDeviceType(p, a, b, c, d, e)
#define IDirect3D9_CheckDeviceFormat(p, a, b, c, d, e, f) (p)->lpVtbl->CheckDeviceFormat(p, a, b, c, d, e, f)
#define IDirect3D9_CheckDeviceMultiSampleType(p, a, b, c, d, e, f) (p)->lpVtbl->CheckDeviceMultiSampleType(p, a, b, c, d, e, f)
#define IDirect3D9_CheckDepthStencilMatch(p, a, b, c, d, e) (p)->lpVtbl->CheckDepthStencilMatch(p, a, b, c, d, e)
#define IDirect3D9_CheckDeviceFormatConversion(p, a, b, c, d) (p)->lpVtbl->CheckDeviceFormatConversion(p, a, b, c, d)
#define IDirect3D9_GetDeviceCaps(p, a, b, c) (p)->lpVtbl->GetDeviceCaps(p, a, b, c)
#define IDirect3D9_GetAdapterMonitor(p, a) (p)->lpVtbl->GetAdapterMonitor(p, a)
#define IDirect3D9_CreateDevice(p, a, b, c, d, e, f) (p)->lpVtbl->CreateDevice(p, a, b, c, d, e, f)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DDevice9: the rendering device
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DDevice9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE TestCooperativeLevel(void) = 0;
    virtual UINT STDMETHODCALLTYPE GetAvailableTextureMem(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE EvictManagedResources(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDirect3D(IDirect3D9 **ppD3D9) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDeviceCaps(D3DCAPS9 *pCaps) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDisplayMode(UINT iSwapChain, D3DDISPLAYMODE *pMode) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetCreationParameters(D3DDEVICE_CREATION_PARAMETERS *pParameters) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetCursorProperties(UINT XHotSpot, UINT YHotSpot, IDirect3DSurface9 *pCursorBitmap) = 0;
    virtual void STDMETHODCALLTYPE SetCursorPosition(int X, int Y, DWORD Flags) = 0;
    virtual BOOL STDMETHODCALLTYPE ShowCursor(BOOL bShow) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateAdditionalSwapChain(D3DPRESENT_PARAMETERS *pPresentationParameters, IDirect3DSwapChain9 **pSwapChain) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetSwapChain(UINT iSwapChain, IDirect3DSwapChain9 **pSwapChain) = 0;
    virtual UINT STDMETHODCALLTYPE GetNumberOfSwapChains(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE Reset(D3DPRESENT_PARAMETERS *pPresentationParameters) = 0;
    virtual HRESULT STDMETHODCALLTYPE Present(const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetBackBuffer(UINT iSwapChain, UINT iBackBuffer, D3DBACKBUFFER_TYPE Type, IDirect3DSurface9 **ppBackBuffer) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetRasterStatus(UINT iSwapChain, D3DRASTER_STATUS *pRasterStatus) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetDialogBoxMode(BOOL bEnableDialogs) = 0;
    virtual void STDMETHODCALLTYPE SetGammaRamp(UINT iSwapChain, DWORD Flags, const D3DGAMMARAMP *pRamp) = 0;
    virtual void STDMETHODCALLTYPE GetGammaRamp(UINT iSwapChain, D3DGAMMARAMP *pRamp) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateTexture(UINT Width, UINT Height, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DTexture9 **ppTexture, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateVolumeTexture(UINT Width, UINT Height, UINT Depth, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DVolumeTexture9 **ppVolumeTexture, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateCubeTexture(UINT EdgeLength, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DCubeTexture9 **ppCubeTexture, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateVertexBuffer(UINT Length, DWORD Usage, DWORD FVF, D3DPOOL Pool, IDirect3DVertexBuffer9 **ppVertexBuffer, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateIndexBuffer(UINT Length, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DIndexBuffer9 **ppIndexBuffer, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateRenderTarget(UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Lockable, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateDepthStencilSurface(UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Discard, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE UpdateSurface(IDirect3DSurface9 *pSourceSurface, const RECT *pSourceRect, IDirect3DSurface9 *pDestinationSurface, const POINT *pDestPoint) = 0;
    virtual HRESULT STDMETHODCALLTYPE UpdateTexture(IDirect3DBaseTexture9 *pSourceTexture, IDirect3DBaseTexture9 *pDestinationTexture) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetRenderTargetData(IDirect3DSurface9 *pRenderTarget, IDirect3DSurface9 *pDestSurface) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetFrontBufferData(UINT iSwapChain, IDirect3DSurface9 *pDestSurface) = 0;
    virtual HRESULT STDMETHODCALLTYPE StretchRect(IDirect3DSurface9 *pSourceSurface, const RECT *pSourceRect, IDirect3DSurface9 *pDestSurface, const RECT *pDestRect, D3DTEXTUREFILTERTYPE Filter) = 0;
    virtual HRESULT STDMETHODCALLTYPE ColorFill(IDirect3DSurface9 *pSurface, const RECT *pRect, D3DCOLOR color) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateOffscreenPlainSurface(UINT Width, UINT Height, D3DFORMAT Format, D3DPOOL Pool, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetRenderTarget(DWORD RenderTargetIndex, IDirect3DSurface9 *pRenderTarget) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetRenderTarget(DWORD RenderTargetIndex, IDirect3DSurface9 **ppRenderTarget) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetDepthStencilSurface(IDirect3DSurface9 *pNewZStencil) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDepthStencilSurface(IDirect3DSurface9 **ppZStencilSurface) = 0;
    virtual HRESULT STDMETHODCALLTYPE BeginScene(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE EndScene(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE Clear(DWORD Count, const D3DRECT *pRects, DWORD Flags, D3DCOLOR Color, float Z, DWORD Stencil) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetTransform(D3DTRANSFORMSTATETYPE State, const D3DMATRIX *pMatrix) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetTransform(D3DTRANSFORMSTATETYPE State, D3DMATRIX *pMatrix) = 0;
    virtual HRESULT STDMETHODCALLTYPE MultiplyTransform(D3DTRANSFORMSTATETYPE State, const D3DMATRIX *pMatrix) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetViewport(const D3DVIEWPORT9 *pViewport) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetViewport(D3DVIEWPORT9 *pViewport) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetMaterial(const D3DMATERIAL9 *pMaterial) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetMaterial(D3DMATERIAL9 *pMaterial) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetLight(DWORD Index, const D3DLIGHT9 *pLight) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetLight(DWORD Index, D3DLIGHT9 *pLight) = 0;
    virtual HRESULT STDMETHODCALLTYPE LightEnable(DWORD Index, BOOL Enable) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetLightEnable(DWORD Index, BOOL *pEnable) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetClipPlane(DWORD Index, const float *pPlane) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetClipPlane(DWORD Index, float *pPlane) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetRenderState(D3DRENDERSTATETYPE State, DWORD Value) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetRenderState(D3DRENDERSTATETYPE State, DWORD *pValue) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateStateBlock(D3DSTATEBLOCKTYPE Type, IDirect3DStateBlock9 **ppSB) = 0;
    virtual HRESULT STDMETHODCALLTYPE BeginStateBlock(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE EndStateBlock(IDirect3DStateBlock9 **ppSB) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetClipStatus(const D3DCLIPSTATUS9 *pClipStatus) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetClipStatus(D3DCLIPSTATUS9 *pClipStatus) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetTexture(DWORD Stage, IDirect3DBaseTexture9 **ppTexture) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetTexture(DWORD Stage, IDirect3DBaseTexture9 *pTexture) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetTextureStageState(DWORD Stage, D3DTEXTURESTAGESTATETYPE Type, DWORD *pValue) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetTextureStageState(DWORD Stage, D3DTEXTURESTAGESTATETYPE Type, DWORD Value) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetSamplerState(DWORD Sampler, D3DSAMPLERSTATETYPE Type, DWORD *pValue) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetSamplerState(DWORD Sampler, D3DSAMPLERSTATETYPE Type, DWORD Value) = 0;
    virtual HRESULT STDMETHODCALLTYPE ValidateDevice(DWORD *pNumPasses) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPaletteEntries(UINT PaletteNumber, const PALETTEENTRY *pEntries) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPaletteEntries(UINT PaletteNumber, PALETTEENTRY *pEntries) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetCurrentTexturePalette(UINT PaletteNumber) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetCurrentTexturePalette(UINT *PaletteNumber) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetScissorRect(const RECT *pRect) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetScissorRect(RECT *pRect) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetSoftwareVertexProcessing(BOOL bSoftware) = 0;
    virtual BOOL STDMETHODCALLTYPE GetSoftwareVertexProcessing(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetNPatchMode(float nSegments) = 0;
    virtual float STDMETHODCALLTYPE GetNPatchMode(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE DrawPrimitive(D3DPRIMITIVETYPE PrimitiveType, UINT StartVertex, UINT PrimitiveCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE DrawIndexedPrimitive(D3DPRIMITIVETYPE PrimitiveType, INT BaseVertexIndex, UINT MinVertexIndex, UINT NumVertices, UINT startIndex, UINT primCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE DrawPrimitiveUP(D3DPRIMITIVETYPE PrimitiveType, UINT PrimitiveCount, const void *pVertexStreamZeroData, UINT VertexStreamZeroStride) = 0;
    virtual HRESULT STDMETHODCALLTYPE DrawIndexedPrimitiveUP(D3DPRIMITIVETYPE PrimitiveType, UINT MinVertexIndex, UINT NumVertices, UINT PrimitiveCount, const void *pIndexData, D3DFORMAT IndexDataFormat, const void *pVertexStreamZeroData, UINT VertexStreamZeroStride) = 0;
    virtual HRESULT STDMETHODCALLTYPE ProcessVertices(UINT SrcStartIndex, UINT DestIndex, UINT VertexCount, IDirect3DVertexBuffer9 *pDestBuffer, IDirect3DVertexDeclaration9 *pVertexDecl, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateVertexDeclaration(const D3DVERTEXELEMENT9 *pVertexElements, IDirect3DVertexDeclaration9 **ppDecl) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetVertexDeclaration(IDirect3DVertexDeclaration9 *pDecl) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetVertexDeclaration(IDirect3DVertexDeclaration9 **ppDecl) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetFVF(DWORD FVF) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetFVF(DWORD *pFVF) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateVertexShader(const DWORD *pFunction, IDirect3DVertexShader9 **ppShader) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetVertexShader(IDirect3DVertexShader9 *pShader) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetVertexShader(IDirect3DVertexShader9 **ppShader) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetVertexShaderConstantF(UINT StartRegister, const float *pConstantData, UINT Vector4fCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetVertexShaderConstantF(UINT StartRegister, float *pConstantData, UINT Vector4fCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetVertexShaderConstantI(UINT StartRegister, const int *pConstantData, UINT Vector4iCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetVertexShaderConstantI(UINT StartRegister, int *pConstantData, UINT Vector4iCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetVertexShaderConstantB(UINT StartRegister, const BOOL *pConstantData, UINT BoolCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetVertexShaderConstantB(UINT StartRegister, BOOL *pConstantData, UINT BoolCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetStreamSource(UINT StreamNumber, IDirect3DVertexBuffer9 *pStreamData, UINT OffsetInBytes, UINT Stride) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetStreamSource(UINT StreamNumber, IDirect3DVertexBuffer9 **ppStreamData, UINT *pOffsetInBytes, UINT *pStride) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetStreamSourceFreq(UINT StreamNumber, UINT Setting) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetStreamSourceFreq(UINT StreamNumber, UINT *pSetting) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetIndices(IDirect3DIndexBuffer9 *pIndexData) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetIndices(IDirect3DIndexBuffer9 **ppIndexData) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreatePixelShader(const DWORD *pFunction, IDirect3DPixelShader9 **ppShader) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPixelShader(IDirect3DPixelShader9 *pShader) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPixelShader(IDirect3DPixelShader9 **ppShader) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPixelShaderConstantF(UINT StartRegister, const float *pConstantData, UINT Vector4fCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPixelShaderConstantF(UINT StartRegister, float *pConstantData, UINT Vector4fCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPixelShaderConstantI(UINT StartRegister, const int *pConstantData, UINT Vector4iCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPixelShaderConstantI(UINT StartRegister, int *pConstantData, UINT Vector4iCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPixelShaderConstantB(UINT StartRegister, const BOOL *pConstantData, UINT BoolCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPixelShaderConstantB(UINT StartRegister, BOOL *pConstantData, UINT BoolCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE DrawRectPatch(UINT Handle, const float *pNumSegs, const D3DRECTPATCH_INFO *pRectPatchInfo) = 0;
    virtual HRESULT STDMETHODCALLTYPE DrawTriPatch(UINT Handle, const float *pNumSegs, const D3DTRIPATCH_INFO *pTriPatchInfo) = 0;
    virtual HRESULT STDMETHODCALLTYPE DeletePatch(UINT Handle) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateQuery(D3DQUERYTYPE Type, IDirect3DQuery9 **ppQuery) = 0;
};

#else

typedef struct IDirect3DDevice9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DDevice9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DDevice9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DDevice9 *This);
    /* IDirect3DDevice9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *TestCooperativeLevel)(IDirect3DDevice9 *This);
    /*   4 */ UINT (STDMETHODCALLTYPE *GetAvailableTextureMem)(IDirect3DDevice9 *This);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *EvictManagedResources)(IDirect3DDevice9 *This);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *GetDirect3D)(IDirect3DDevice9 *This, IDirect3D9 **ppD3D9);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *GetDeviceCaps)(IDirect3DDevice9 *This, D3DCAPS9 *pCaps);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetDisplayMode)(IDirect3DDevice9 *This, UINT iSwapChain, D3DDISPLAYMODE *pMode);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *GetCreationParameters)(IDirect3DDevice9 *This, D3DDEVICE_CREATION_PARAMETERS *pParameters);
    /*  10 */ HRESULT (STDMETHODCALLTYPE *SetCursorProperties)(IDirect3DDevice9 *This, UINT XHotSpot, UINT YHotSpot, IDirect3DSurface9 *pCursorBitmap);
    /*  11 */ void (STDMETHODCALLTYPE *SetCursorPosition)(IDirect3DDevice9 *This, int X, int Y, DWORD Flags);
    /*  12 */ BOOL (STDMETHODCALLTYPE *ShowCursor)(IDirect3DDevice9 *This, BOOL bShow);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *CreateAdditionalSwapChain)(IDirect3DDevice9 *This, D3DPRESENT_PARAMETERS *pPresentationParameters, IDirect3DSwapChain9 **pSwapChain);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *GetSwapChain)(IDirect3DDevice9 *This, UINT iSwapChain, IDirect3DSwapChain9 **pSwapChain);
    /*  15 */ UINT (STDMETHODCALLTYPE *GetNumberOfSwapChains)(IDirect3DDevice9 *This);
    /*  16 */ HRESULT (STDMETHODCALLTYPE *Reset)(IDirect3DDevice9 *This, D3DPRESENT_PARAMETERS *pPresentationParameters);
    /*  17 */ HRESULT (STDMETHODCALLTYPE *Present)(IDirect3DDevice9 *This, const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion);
    /*  18 */ HRESULT (STDMETHODCALLTYPE *GetBackBuffer)(IDirect3DDevice9 *This, UINT iSwapChain, UINT iBackBuffer, D3DBACKBUFFER_TYPE Type, IDirect3DSurface9 **ppBackBuffer);
    /*  19 */ HRESULT (STDMETHODCALLTYPE *GetRasterStatus)(IDirect3DDevice9 *This, UINT iSwapChain, D3DRASTER_STATUS *pRasterStatus);
    /*  20 */ HRESULT (STDMETHODCALLTYPE *SetDialogBoxMode)(IDirect3DDevice9 *This, BOOL bEnableDialogs);
    /*  21 */ void (STDMETHODCALLTYPE *SetGammaRamp)(IDirect3DDevice9 *This, UINT iSwapChain, DWORD Flags, const D3DGAMMARAMP *pRamp);
    /*  22 */ void (STDMETHODCALLTYPE *GetGammaRamp)(IDirect3DDevice9 *This, UINT iSwapChain, D3DGAMMARAMP *pRamp);
    /*  23 */ HRESULT (STDMETHODCALLTYPE *CreateTexture)(IDirect3DDevice9 *This, UINT Width, UINT Height, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DTexture9 **ppTexture, HANDLE *pSharedHandle);
    /*  24 */ HRESULT (STDMETHODCALLTYPE *CreateVolumeTexture)(IDirect3DDevice9 *This, UINT Width, UINT Height, UINT Depth, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DVolumeTexture9 **ppVolumeTexture, HANDLE *pSharedHandle);
    /*  25 */ HRESULT (STDMETHODCALLTYPE *CreateCubeTexture)(IDirect3DDevice9 *This, UINT EdgeLength, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DCubeTexture9 **ppCubeTexture, HANDLE *pSharedHandle);
    /*  26 */ HRESULT (STDMETHODCALLTYPE *CreateVertexBuffer)(IDirect3DDevice9 *This, UINT Length, DWORD Usage, DWORD FVF, D3DPOOL Pool, IDirect3DVertexBuffer9 **ppVertexBuffer, HANDLE *pSharedHandle);
    /*  27 */ HRESULT (STDMETHODCALLTYPE *CreateIndexBuffer)(IDirect3DDevice9 *This, UINT Length, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DIndexBuffer9 **ppIndexBuffer, HANDLE *pSharedHandle);
    /*  28 */ HRESULT (STDMETHODCALLTYPE *CreateRenderTarget)(IDirect3DDevice9 *This, UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Lockable, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle);
    /*  29 */ HRESULT (STDMETHODCALLTYPE *CreateDepthStencilSurface)(IDirect3DDevice9 *This, UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Discard, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle);
    /*  30 */ HRESULT (STDMETHODCALLTYPE *UpdateSurface)(IDirect3DDevice9 *This, IDirect3DSurface9 *pSourceSurface, const RECT *pSourceRect, IDirect3DSurface9 *pDestinationSurface, const POINT *pDestPoint);
    /*  31 */ HRESULT (STDMETHODCALLTYPE *UpdateTexture)(IDirect3DDevice9 *This, IDirect3DBaseTexture9 *pSourceTexture, IDirect3DBaseTexture9 *pDestinationTexture);
    /*  32 */ HRESULT (STDMETHODCALLTYPE *GetRenderTargetData)(IDirect3DDevice9 *This, IDirect3DSurface9 *pRenderTarget, IDirect3DSurface9 *pDestSurface);
    /*  33 */ HRESULT (STDMETHODCALLTYPE *GetFrontBufferData)(IDirect3DDevice9 *This, UINT iSwapChain, IDirect3DSurface9 *pDestSurface);
    /*  34 */ HRESULT (STDMETHODCALLTYPE *StretchRect)(IDirect3DDevice9 *This, IDirect3DSurface9 *pSourceSurface, const RECT *pSourceRect, IDirect3DSurface9 *pDestSurface, const RECT *pDestRect, D3DTEXTUREFILTERTYPE Filter);
    /*  35 */ HRESULT (STDMETHODCALLTYPE *ColorFill)(IDirect3DDevice9 *This, IDirect3DSurface9 *pSurface, const RECT *pRect, D3DCOLOR color);
    /*  36 */ HRESULT (STDMETHODCALLTYPE *CreateOffscreenPlainSurface)(IDirect3DDevice9 *This, UINT Width, UINT Height, D3DFORMAT Format, D3DPOOL Pool, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle);
    /*  37 */ HRESULT (STDMETHODCALLTYPE *SetRenderTarget)(IDirect3DDevice9 *This, DWORD RenderTargetIndex, IDirect3DSurface9 *pRenderTarget);
    /*  38 */ HRESULT (STDMETHODCALLTYPE *GetRenderTarget)(IDirect3DDevice9 *This, DWORD RenderTargetIndex, IDirect3DSurface9 **ppRenderTarget);
    /*  39 */ HRESULT (STDMETHODCALLTYPE *SetDepthStencilSurface)(IDirect3DDevice9 *This, IDirect3DSurface9 *pNewZStencil);
    /*  40 */ HRESULT (STDMETHODCALLTYPE *GetDepthStencilSurface)(IDirect3DDevice9 *This, IDirect3DSurface9 **ppZStencilSurface);
    /*  41 */ HRESULT (STDMETHODCALLTYPE *BeginScene)(IDirect3DDevice9 *This);
    /*  42 */ HRESULT (STDMETHODCALLTYPE *EndScene)(IDirect3DDevice9 *This);
    /*  43 */ HRESULT (STDMETHODCALLTYPE *Clear)(IDirect3DDevice9 *This, DWORD Count, const D3DRECT *pRects, DWORD Flags, D3DCOLOR Color, float Z, DWORD Stencil);
    /*  44 */ HRESULT (STDMETHODCALLTYPE *SetTransform)(IDirect3DDevice9 *This, D3DTRANSFORMSTATETYPE State, const D3DMATRIX *pMatrix);
    /*  45 */ HRESULT (STDMETHODCALLTYPE *GetTransform)(IDirect3DDevice9 *This, D3DTRANSFORMSTATETYPE State, D3DMATRIX *pMatrix);
    /*  46 */ HRESULT (STDMETHODCALLTYPE *MultiplyTransform)(IDirect3DDevice9 *This, D3DTRANSFORMSTATETYPE State, const D3DMATRIX *pMatrix);
    /*  47 */ HRESULT (STDMETHODCALLTYPE *SetViewport)(IDirect3DDevice9 *This, const D3DVIEWPORT9 *pViewport);
    /*  48 */ HRESULT (STDMETHODCALLTYPE *GetViewport)(IDirect3DDevice9 *This, D3DVIEWPORT9 *pViewport);
    /*  49 */ HRESULT (STDMETHODCALLTYPE *SetMaterial)(IDirect3DDevice9 *This, const D3DMATERIAL9 *pMaterial);
    /*  50 */ HRESULT (STDMETHODCALLTYPE *GetMaterial)(IDirect3DDevice9 *This, D3DMATERIAL9 *pMaterial);
    /*  51 */ HRESULT (STDMETHODCALLTYPE *SetLight)(IDirect3DDevice9 *This, DWORD Index, const D3DLIGHT9 *pLight);
    /*  52 */ HRESULT (STDMETHODCALLTYPE *GetLight)(IDirect3DDevice9 *This, DWORD Index, D3DLIGHT9 *pLight);
    /*  53 */ HRESULT (STDMETHODCALLTYPE *LightEnable)(IDirect3DDevice9 *This, DWORD Index, BOOL Enable);
    /*  54 */ HRESULT (STDMETHODCALLTYPE *GetLightEnable)(IDirect3DDevice9 *This, DWORD Index, BOOL *pEnable);
    /*  55 */ HRESULT (STDMETHODCALLTYPE *SetClipPlane)(IDirect3DDevice9 *This, DWORD Index, const float *pPlane);
    /*  56 */ HRESULT (STDMETHODCALLTYPE *GetClipPlane)(IDirect3DDevice9 *This, DWORD Index, float *pPlane);
    /*  57 */ HRESULT (STDMETHODCALLTYPE *SetRenderState)(IDirect3DDevice9 *This, D3DRENDERSTATETYPE State, DWORD Value);
    /*  58 */ HRESULT (STDMETHODCALLTYPE *GetRenderState)(IDirect3DDevice9 *This, D3DRENDERSTATETYPE State, DWORD *pValue);
    /*  59 */ HRESULT (STDMETHODCALLTYPE *CreateStateBlock)(IDirect3DDevice9 *This, D3DSTATEBLOCKTYPE Type, IDirect3DStateBlock9 **ppSB);
    /*  60 */ HRESULT (STDMETHODCALLTYPE *BeginStateBlock)(IDirect3DDevice9 *This);
    /*  61 */ HRESULT (STDMETHODCALLTYPE *EndStateBlock)(IDirect3DDevice9 *This, IDirect3DStateBlock9 **ppSB);
    /*  62 */ HRESULT (STDMETHODCALLTYPE *SetClipStatus)(IDirect3DDevice9 *This, const D3DCLIPSTATUS9 *pClipStatus);
    /*  63 */ HRESULT (STDMETHODCALLTYPE *GetClipStatus)(IDirect3DDevice9 *This, D3DCLIPSTATUS9 *pClipStatus);
    /*  64 */ HRESULT (STDMETHODCALLTYPE *GetTexture)(IDirect3DDevice9 *This, DWORD Stage, IDirect3DBaseTexture9 **ppTexture);
    /*  65 */ HRESULT (STDMETHODCALLTYPE *SetTexture)(IDirect3DDevice9 *This, DWORD Stage, IDirect3DBaseTexture9 *pTexture);
    /*  66 */ HRESULT (STDMETHODCALLTYPE *GetTextureStageState)(IDirect3DDevice9 *This, DWORD Stage, D3DTEXTURESTAGESTATETYPE Type, DWORD *pValue);
    /*  67 */ HRESULT (STDMETHODCALLTYPE *SetTextureStageState)(IDirect3DDevice9 *This, DWORD Stage, D3DTEXTURESTAGESTATETYPE Type, DWORD Value);
    /*  68 */ HRESULT (STDMETHODCALLTYPE *GetSamplerState)(IDirect3DDevice9 *This, DWORD Sampler, D3DSAMPLERSTATETYPE Type, DWORD *pValue);
    /*  69 */ HRESULT (STDMETHODCALLTYPE *SetSamplerState)(IDirect3DDevice9 *This, DWORD Sampler, D3DSAMPLERSTATETYPE Type, DWORD Value);
    /*  70 */ HRESULT (STDMETHODCALLTYPE *ValidateDevice)(IDirect3DDevice9 *This, DWORD *pNumPasses);
    /*  71 */ HRESULT (STDMETHODCALLTYPE *SetPaletteEntries)(IDirect3DDevice9 *This, UINT PaletteNumber, const PALETTEENTRY *pEntries);
    /*  72 */ HRESULT (STDMETHODCALLTYPE *GetPaletteEntries)(IDirect3DDevice9 *This, UINT PaletteNumber, PALETTEENTRY *pEntries);
    /*  73 */ HRESULT (STDMETHODCALLTYPE *SetCurrentTexturePalette)(IDirect3DDevice9 *This, UINT PaletteNumber);
    /*  74 */ HRESULT (STDMETHODCALLTYPE *GetCurrentTexturePalette)(IDirect3DDevice9 *This, UINT *PaletteNumber);
    /*  75 */ HRESULT (STDMETHODCALLTYPE *SetScissorRect)(IDirect3DDevice9 *This, const RECT *pRect);
    /*  76 */ HRESULT (STDMETHODCALLTYPE *GetScissorRect)(IDirect3DDevice9 *This, RECT *pRect);
    /*  77 */ HRESULT (STDMETHODCALLTYPE *SetSoftwareVertexProcessing)(IDirect3DDevice9 *This, BOOL bSoftware);
    /*  78 */ BOOL (STDMETHODCALLTYPE *GetSoftwareVertexProcessing)(IDirect3DDevice9 *This);
    /*  79 */ HRESULT (STDMETHODCALLTYPE *SetNPatchMode)(IDirect3DDevice9 *This, float nSegments);
    /*  80 */ float (STDMETHODCALLTYPE *GetNPatchMode)(IDirect3DDevice9 *This);
    /*  81 */ HRESULT (STDMETHODCALLTYPE *DrawPrimitive)(IDirect3DDevice9 *This, D3DPRIMITIVETYPE PrimitiveType, UINT StartVertex, UINT PrimitiveCount);
    /*  82 */ HRESULT (STDMETHODCALLTYPE *DrawIndexedPrimitive)(IDirect3DDevice9 *This, D3DPRIMITIVETYPE PrimitiveType, INT BaseVertexIndex, UINT MinVertexIndex, UINT NumVertices, UINT startIndex, UINT primCount);
    /*  83 */ HRESULT (STDMETHODCALLTYPE *DrawPrimitiveUP)(IDirect3DDevice9 *This, D3DPRIMITIVETYPE PrimitiveType, UINT PrimitiveCount, const void *pVertexStreamZeroData, UINT VertexStreamZeroStride);
    /*  84 */ HRESULT (STDMETHODCALLTYPE *DrawIndexedPrimitiveUP)(IDirect3DDevice9 *This, D3DPRIMITIVETYPE PrimitiveType, UINT MinVertexIndex, UINT NumVertices, UINT PrimitiveCount, const void *pIndexData, D3DFORMAT IndexDataFormat, const void *pVertexStreamZeroData, UINT VertexStreamZeroStride);
    /*  85 */ HRESULT (STDMETHODCALLTYPE *ProcessVertices)(IDirect3DDevice9 *This, UINT SrcStartIndex, UINT DestIndex, UINT VertexCount, IDirect3DVertexBuffer9 *pDestBuffer, IDirect3DVertexDeclaration9 *pVertexDecl, DWORD Flags);
    /*  86 */ HRESULT (STDMETHODCALLTYPE *CreateVertexDeclaration)(IDirect3DDevice9 *This, const D3DVERTEXELEMENT9 *pVertexElements, IDirect3DVertexDeclaration9 **ppDecl);
    /*  87 */ HRESULT (STDMETHODCALLTYPE *SetVertexDeclaration)(IDirect3DDevice9 *This, IDirect3DVertexDeclaration9 *pDecl);
    /*  88 */ HRESULT (STDMETHODCALLTYPE *GetVertexDeclaration)(IDirect3DDevice9 *This, IDirect3DVertexDeclaration9 **ppDecl);
    /*  89 */ HRESULT (STDMETHODCALLTYPE *SetFVF)(IDirect3DDevice9 *This, DWORD FVF);
    /*  90 */ HRESULT (STDMETHODCALLTYPE *GetFVF)(IDirect3DDevice9 *This, DWORD *pFVF);
    /*  91 */ HRESULT (STDMETHODCALLTYPE *CreateVertexShader)(IDirect3DDevice9 *This, const DWORD *pFunction, IDirect3DVertexShader9 **ppShader);
    /*  92 */ HRESULT (STDMETHODCALLTYPE *SetVertexShader)(IDirect3DDevice9 *This, IDirect3DVertexShader9 *pShader);
    /*  93 */ HRESULT (STDMETHODCALLTYPE *GetVertexShader)(IDirect3DDevice9 *This, IDirect3DVertexShader9 **ppShader);
    /*  94 */ HRESULT (STDMETHODCALLTYPE *SetVertexShaderConstantF)(IDirect3DDevice9 *This, UINT StartRegister, const float *pConstantData, UINT Vector4fCount);
    /*  95 */ HRESULT (STDMETHODCALLTYPE *GetVertexShaderConstantF)(IDirect3DDevice9 *This, UINT StartRegister, float *pConstantData, UINT Vector4fCount);
    /*  96 */ HRESULT (STDMETHODCALLTYPE *SetVertexShaderConstantI)(IDirect3DDevice9 *This, UINT StartRegister, const int *pConstantData, UINT Vector4iCount);
    /*  97 */ HRESULT (STDMETHODCALLTYPE *GetVertexShaderConstantI)(IDirect3DDevice9 *This, UINT StartRegister, int *pConstantData, UINT Vector4iCount);
    /*  98 */ HRESULT (STDMETHODCALLTYPE *SetVertexShaderConstantB)(IDirect3DDevice9 *This, UINT StartRegister, const BOOL *pConstantData, UINT BoolCount);
    /*  99 */ HRESULT (STDMETHODCALLTYPE *GetVertexShaderConstantB)(IDirect3DDevice9 *This, UINT StartRegister, BOOL *pConstantData, UINT BoolCount);
    /* 100 */ HRESULT (STDMETHODCALLTYPE *SetStreamSource)(IDirect3DDevice9 *This, UINT StreamNumber, IDirect3DVertexBuffer9 *pStreamData, UINT OffsetInBytes, UINT Stride);
    /* 101 */ HRESULT (STDMETHODCALLTYPE *GetStreamSource)(IDirect3DDevice9 *This, UINT StreamNumber, IDirect3DVertexBuffer9 **ppStreamData, UINT *pOffsetInBytes, UINT *pStride);
    /* 102 */ HRESULT (STDMETHODCALLTYPE *SetStreamSourceFreq)(IDirect3DDevice9 *This, UINT StreamNumber, UINT Setting);
    /* 103 */ HRESULT (STDMETHODCALLTYPE *GetStreamSourceFreq)(IDirect3DDevice9 *This, UINT StreamNumber, UINT *pSetting);
    /* 104 */ HRESULT (STDMETHODCALLTYPE *SetIndices)(IDirect3DDevice9 *This, IDirect3DIndexBuffer9 *pIndexData);
    /* 105 */ HRESULT (STDMETHODCALLTYPE *GetIndices)(IDirect3DDevice9 *This, IDirect3DIndexBuffer9 **ppIndexData);
    /* 106 */ HRESULT (STDMETHODCALLTYPE *CreatePixelShader)(IDirect3DDevice9 *This, const DWORD *pFunction, IDirect3DPixelShader9 **ppShader);
    /* 107 */ HRESULT (STDMETHODCALLTYPE *SetPixelShader)(IDirect3DDevice9 *This, IDirect3DPixelShader9 *pShader);
    /* 108 */ HRESULT (STDMETHODCALLTYPE *GetPixelShader)(IDirect3DDevice9 *This, IDirect3DPixelShader9 **ppShader);
    /* 109 */ HRESULT (STDMETHODCALLTYPE *SetPixelShaderConstantF)(IDirect3DDevice9 *This, UINT StartRegister, const float *pConstantData, UINT Vector4fCount);
    /* 110 */ HRESULT (STDMETHODCALLTYPE *GetPixelShaderConstantF)(IDirect3DDevice9 *This, UINT StartRegister, float *pConstantData, UINT Vector4fCount);
    /* 111 */ HRESULT (STDMETHODCALLTYPE *SetPixelShaderConstantI)(IDirect3DDevice9 *This, UINT StartRegister, const int *pConstantData, UINT Vector4iCount);
    /* 112 */ HRESULT (STDMETHODCALLTYPE *GetPixelShaderConstantI)(IDirect3DDevice9 *This, UINT StartRegister, int *pConstantData, UINT Vector4iCount);
    /* 113 */ HRESULT (STDMETHODCALLTYPE *SetPixelShaderConstantB)(IDirect3DDevice9 *This, UINT StartRegister, const BOOL *pConstantData, UINT BoolCount);
    /* 114 */ HRESULT (STDMETHODCALLTYPE *GetPixelShaderConstantB)(IDirect3DDevice9 *This, UINT StartRegister, BOOL *pConstantData, UINT BoolCount);
    /* 115 */ HRESULT (STDMETHODCALLTYPE *DrawRectPatch)(IDirect3DDevice9 *This, UINT Handle, const float *pNumSegs, const D3DRECTPATCH_INFO *pRectPatchInfo);
    /* 116 */ HRESULT (STDMETHODCALLTYPE *DrawTriPatch)(IDirect3DDevice9 *This, UINT Handle, const float *pNumSegs, const D3DTRIPATCH_INFO *pTriPatchInfo);
    /* 117 */ HRESULT (STDMETHODCALLTYPE *DeletePatch)(IDirect3DDevice9 *This, UINT Handle);
    /* 118 */ HRESULT (STDMETHODCALLTYPE *CreateQuery)(IDirect3DDevice9 *This, D3DQUERYTYPE Type, IDirect3DQuery9 **ppQuery);
} IDirect3DDevice9Vtbl;

struct IDirect3DDevice9 {
    const IDirect3DDevice9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DDevice9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DDevice9_AddRef(p) (p)->AddRef()
#define IDirect3DDevice9_Release(p) (p)->Release()
#define IDirect3DDevice9_TestCooperativeLevel(p) (p)->TestCooperativeLevel()
#define IDirect3DDevice9_GetAvailableTextureMem(p) (p)->GetAvailableTextureMem()
#define IDirect3DDevice9_EvictManagedResources(p) (p)->EvictManagedResources()
#define IDirect3DDevice9_GetDirect3D(p, a) (p)->GetDirect3D(a)
#define IDirect3DDevice9_GetDeviceCaps(p, a) (p)->GetDeviceCaps(a)
#define IDirect3DDevice9_GetDisplayMode(p, a, b) (p)->GetDisplayMode(a, b)
#define IDirect3DDevice9_GetCreationParameters(p, a) (p)->GetCreationParameters(a)
#define IDirect3DDevice9_SetCursorProperties(p, a, b, c) (p)->SetCursorProperties(a, b, c)
#define IDirect3DDevice9_SetCursorPosition(p, a, b, c) (p)->SetCursorPosition(a, b, c)
#define IDirect3DDevice9_ShowCursor(p, a) (p)->ShowCursor(a)
#define IDirect3DDevice9_CreateAdditionalSwapChain(p, a, b) (p)->CreateAdditionalSwapChain(a, b)
#define IDirect3DDevice9_GetSwapChain(p, a, b) (p)->GetSwapChain(a, b)
#define IDirect3DDevice9_GetNumberOfSwapChains(p) (p)->GetNumberOfSwapChains()
#define IDirect3DDevice9_Reset(p, a) (p)->Reset(a)
#define IDirect3DDevice9_Present(p, a, b, c, d) (p)->Present(a, b, c, d)
#define IDirect3DDevice9_GetBackBuffer(p, a, b, c, d) (p)->GetBackBuffer(a, b, c, d)
#define IDirect3DDevice9_GetRasterStatus(p, a, b) (p)->GetRasterStatus(a, b)
#define IDirect3DDevice9_SetDialogBoxMode(p, a) (p)->SetDialogBoxMode(a)
#define IDirect3DDevice9_SetGammaRamp(p, a, b, c) (p)->SetGammaRamp(a, b, c)
#define IDirect3DDevice9_GetGammaRamp(p, a, b) (p)->GetGammaRamp(a, b)
#define IDirect3DDevice9_CreateTexture(p, a, b, c, d, e, f, g, h) (p)->CreateTexture(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_CreateVolumeTexture(p, a, b, c, d, e, f, g, h, i) (p)->CreateVolumeTexture(a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9_CreateCubeTexture(p, a, b, c, d, e, f, g) (p)->CreateCubeTexture(a, b, c, d, e, f, g)
#define IDirect3DDevice9_CreateVertexBuffer(p, a, b, c, d, e, f) (p)->CreateVertexBuffer(a, b, c, d, e, f)
#define IDirect3DDevice9_CreateIndexBuffer(p, a, b, c, d, e, f) (p)->CreateIndexBuffer(a, b, c, d, e, f)
#define IDirect3DDevice9_CreateRenderTarget(p, a, b, c, d, e, f, g, h) (p)->CreateRenderTarget(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_CreateDepthStencilSurface(p, a, b, c, d, e, f, g, h) (p)->CreateDepthStencilSurface(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_UpdateSurface(p, a, b, c, d) (p)->UpdateSurface(a, b, c, d)
#define IDirect3DDevice9_UpdateTexture(p, a, b) (p)->UpdateTexture(a, b)
#define IDirect3DDevice9_GetRenderTargetData(p, a, b) (p)->GetRenderTargetData(a, b)
#define IDirect3DDevice9_GetFrontBufferData(p, a, b) (p)->GetFrontBufferData(a, b)
#define IDirect3DDevice9_StretchRect(p, a, b, c, d, e) (p)->StretchRect(a, b, c, d, e)
#define IDirect3DDevice9_ColorFill(p, a, b, c) (p)->ColorFill(a, b, c)
#define IDirect3DDevice9_CreateOffscreenPlainSurface(p, a, b, c, d, e, f) (p)->CreateOffscreenPlainSurface(a, b, c, d, e, f)
#define IDirect3DDevice9_SetRenderTarget(p, a, b) (p)->SetRenderTarget(a, b)
#define IDirect3DDevice9_GetRenderTarget(p, a, b) (p)->GetRenderTarget(a, b)
#define IDirect3DDevice9_SetDepthStencilSurface(p, a) (p)->SetDepthStencilSurface(a)
#define IDirect3DDevice9_GetDepthStencilSurface(p, a) (p)->GetDepthStencilSurface(a)
#define IDirect3DDevice9_BeginScene(p) (p)->BeginScene()
#define IDirect3DDevice9_EndScene(p) (p)->EndScene()
#define IDirect3DDevice9_Clear(p, a, b, c, d, e, f) (p)->Clear(a, b, c, d, e, f)
#define IDirect3DDevice9_SetTransform(p, a, b) (p)->SetTransform(a, b)
#define IDirect3DDevice9_GetTransform(p, a, b) (p)->GetTransform(a, b)
#define IDirect3DDevice9_MultiplyTransform(p, a, b) (p)->MultiplyTransform(a, b)
#define IDirect3DDevice9_SetViewport(p, a) (p)->SetViewport(a)
#define IDirect3DDevice9_GetViewport(p, a) (p)->GetViewport(a)
#define IDirect3DDevice9_SetMaterial(p, a) (p)->SetMaterial(a)
#define IDirect3DDevice9_GetMaterial(p, a) (p)->GetMaterial(a)
#define IDirect3DDevice9_SetLight(p, a, b) (p)->SetLight(a, b)
#define IDirect3DDevice9_GetLight(p, a, b) (p)->GetLight(a, b)
#define IDirect3DDevice9_LightEnable(p, a, b) (p)->LightEnable(a, b)
#define IDirect3DDevice9_GetLightEnable(p, a, b) (p)->GetLightEnable(a, b)
#define IDirect3DDevice9_SetClipPlane(p, a, b) (p)->SetClipPlane(a, b)
#define IDirect3DDevice9_GetClipPlane(p, a, b) (p)->GetClipPlane(a, b)
#define IDirect3DDevice9_SetRenderState(p, a, b) (p)->SetRenderState(a, b)
#define IDirect3DDevice9_GetRenderState(p, a, b) (p)->GetRenderState(a, b)
#define IDirect3DDevice9_CreateStateBlock(p, a, b) (p)->CreateStateBlock(a, b)
#define IDirect3DDevice9_BeginStateBlock(p) (p)->BeginStateBlock()
#define IDirect3DDevice9_EndStateBlock(p, a) (p)->EndStateBlock(a)
#define IDirect3DDevice9_SetClipStatus(p, a) (p)->SetClipStatus(a)
#define IDirect3DDevice9_GetClipStatus(p, a) (p)->GetClipStatus(a)
#define IDirect3DDevice9_GetTexture(p, a, b) (p)->GetTexture(a, b)
#define IDirect3DDevice9_SetTexture(p, a, b) (p)->SetTexture(a, b)
#define IDirect3DDevice9_GetTextureStageState(p, a, b, c) (p)->GetTextureStageState(a, b, c)
#define IDirect3DDevice9_SetTextureStageState(p, a, b, c) (p)->SetTextureStageState(a, b, c)
#define IDirect3DDevice9_GetSamplerState(p, a, b, c) (p)->GetSamplerState(a, b, c)
#define IDirect3DDevice9_SetSamplerState(p, a, b, c) (p)->SetSamplerState(a, b, c)
#define IDirect3DDevice9_ValidateDevice(p, a) (p)->ValidateDevice(a)
#define IDirect3DDevice9_SetPaletteEntries(p, a, b) (p)->SetPaletteEntries(a, b)
#define IDirect3DDevice9_GetPaletteEntries(p, a, b) (p)->GetPaletteEntries(a, b)
#define IDirect3DDevice9_SetCurrentTexturePalette(p, a) (p)->SetCurrentTexturePalette(a)
#define IDirect3DDevice9_GetCurrentTexturePalette(p, a) (p)->GetCurrentTexturePalette(a)
#define IDirect3DDevice9_SetScissorRect(p, a) (p)->SetScissorRect(a)
#define IDirect3DDevice9_GetScissorRect(p, a) (p)->GetScissorRect(a)
#define IDirect3DDevice9_SetSoftwareVertexProcessing(p, a) (p)->SetSoftwareVertexProcessing(a)
#define IDirect3DDevice9_GetSoftwareVertexProcessing(p) (p)->GetSoftwareVertexProcessing()
#define IDirect3DDevice9_SetNPatchMode(p, a) (p)->SetNPatchMode(a)
#define IDirect3DDevice9_GetNPatchMode(p) (p)->GetNPatchMode()
#define IDirect3DDevice9_DrawPrimitive(p, a, b, c) (p)->DrawPrimitive(a, b, c)
#define IDirect3DDevice9_DrawIndexedPrimitive(p, a, b, c, d, e, f) (p)->DrawIndexedPrimitive(a, b, c, d, e, f)
#define IDirect3DDevice9_DrawPrimitiveUP(p, a, b, c, d) (p)->DrawPrimitiveUP(a, b, c, d)
#define IDirect3DDevice9_DrawIndexedPrimitiveUP(p, a, b, c, d, e, f, g, h) (p)->DrawIndexedPrimitiveUP(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_ProcessVertices(p, a, b, c, d, e, f) (p)->ProcessVertices(a, b, c, d, e, f)
#define IDirect3DDevice9_CreateVertexDeclaration(p, a, b) (p)->CreateVertexDeclaration(a, b)
#define IDirect3DDevice9_SetVertexDeclaration(p, a) (p)->SetVertexDeclaration(a)
#define IDirect3DDevice9_GetVertexDeclaration(p, a) (p)->GetVertexDeclaration(a)
#define IDirect3DDevice9_SetFVF(p, a) (p)->SetFVF(a)
#define IDirect3DDevice9_GetFVF(p, a) (p)->GetFVF(a)
#define IDirect3DDevice9_CreateVertexShader(p, a, b) (p)->CreateVertexShader(a, b)
#define IDirect3DDevice9_SetVertexShader(p, a) (p)->SetVertexShader(a)
#define IDirect3DDevice9_GetVertexShader(p, a) (p)->GetVertexShader(a)
#define IDirect3DDevice9_SetVertexShaderConstantF(p, a, b, c) (p)->SetVertexShaderConstantF(a, b, c)
#define IDirect3DDevice9_GetVertexShaderConstantF(p, a, b, c) (p)->GetVertexShaderConstantF(a, b, c)
#define IDirect3DDevice9_SetVertexShaderConstantI(p, a, b, c) (p)->SetVertexShaderConstantI(a, b, c)
#define IDirect3DDevice9_GetVertexShaderConstantI(p, a, b, c) (p)->GetVertexShaderConstantI(a, b, c)
#define IDirect3DDevice9_SetVertexShaderConstantB(p, a, b, c) (p)->SetVertexShaderConstantB(a, b, c)
#define IDirect3DDevice9_GetVertexShaderConstantB(p, a, b, c) (p)->GetVertexShaderConstantB(a, b, c)
#define IDirect3DDevice9_SetStreamSource(p, a, b, c, d) (p)->SetStreamSource(a, b, c, d)
#define IDirect3DDevice9_GetStreamSource(p, a, b, c, d) (p)->GetStreamSource(a, b, c, d)
#define IDirect3DDevice9_SetStreamSourceFreq(p, a, b) (p)->SetStreamSourceFreq(a, b)
#define IDirect3DDevice9_GetStreamSourceFreq(p, a, b) (p)->GetStreamSourceFreq(a, b)
#define IDirect3DDevice9_SetIndices(p, a) (p)->SetIndices(a)
#define IDirect3DDevice9_GetIndices(p, a) (p)->GetIndices(a)
#define IDirect3DDevice9_CreatePixelShader(p, a, b) (p)->CreatePixelShader(a, b)
#define IDirect3DDevice9_SetPixelShader(p, a) (p)->SetPixelShader(a)
#define IDirect3DDevice9_GetPixelShader(p, a) (p)->GetPixelShader(a)
#define IDirect3DDevice9_SetPixelShaderConstantF(p, a, b, c) (p)->SetPixelShaderConstantF(a, b, c)
#define IDirect3DDevice9_GetPixelShaderConstantF(p, a, b, c) (p)->GetPixelShaderConstantF(a, b, c)
#define IDirect3DDevice9_SetPixelShaderConstantI(p, a, b, c) (p)->SetPixelShaderConstantI(a, b, c)
#define IDirect3DDevice9_GetPixelShaderConstantI(p, a, b, c) (p)->GetPixelShaderConstantI(a, b, c)
#define IDirect3DDevice9_SetPixelShaderConstantB(p, a, b, c) (p)->SetPixelShaderConstantB(a, b, c)
#define IDirect3DDevice9_GetPixelShaderConstantB(p, a, b, c) (p)->GetPixelShaderConstantB(a, b, c)
#define IDirect3DDevice9_DrawRectPatch(p, a, b, c) (p)->DrawRectPatch(a, b, c)
#define IDirect3DDevice9_DrawTriPatch(p, a, b, c) (p)->DrawTriPatch(a, b, c)
#define IDirect3DDevice9_DeletePatch(p, a) (p)->DeletePatch(a)
#define IDirect3DDevice9_CreateQuery(p, a, b) (p)->CreateQuery(a, b)
#else
#define IDirect3DDevice9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DDevice9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DDevice9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DDevice9_TestCooperativeLevel(p) (p)->lpVtbl->TestCooperativeLevel(p)
#define IDirect3DDevice9_GetAvailableTextureMem(p) (p)->lpVtbl->GetAvailableTextureMem(p)
#define IDirect3DDevice9_EvictManagedResources(p) (p)->lpVtbl->EvictManagedResources(p)
#define IDirect3DDevice9_GetDirect3D(p, a) (p)->lpVtbl->GetDirect3D(p, a)
#define IDirect3DDevice9_GetDeviceCaps(p, a) (p)->lpVtbl->GetDeviceCaps(p, a)
#define IDirect3DDevice9_GetDisplayMode(p, a, b) (p)->lpVtbl->GetDisplayMode(p, a, b)
#define IDirect3DDevice9_GetCreationParameters(p, a) (p)->lpVtbl->GetCreationParameters(p, a)
#define IDirect3DDevice9_SetCursorProperties(p, a, b, c) (p)->lpVtbl->SetCursorProperties(p, a, b, c)
#define IDirect3DDevice9_SetCursorPosition(p, a, b, c) (p)->lpVtbl->SetCursorPosition(p, a, b, c)
#define IDirect3DDevice9_ShowCursor(p, a) (p)->lpVtbl->ShowCursor(p, a)
#define IDirect3DDevice9_CreateAdditionalSwapChain(p, a, b) (p)->lpVtbl->CreateAdditionalSwapChain(p, a, b)
#define IDirect3DDevice9_GetSwapChain(p, a, b) (p)->lpVtbl->GetSwapChain(p, a, b)
#define IDirect3DDevice9_GetNumberOfSwapChains(p) (p)->lpVtbl->GetNumberOfSwapChains(p)
#define IDirect3DDevice9_Reset(p, a) (p)->lpVtbl->Reset(p, a)
#define IDirect3DDevice9_Present(p, a, b, c, d) (p)->lpVtbl->Present(p, a, b, c, d)
#define IDirect3DDevice9_GetBackBuffer(p, a, b, c, d) (p)->lpVtbl->GetBackBuffer(p, a, b, c, d)
#define IDirect3DDevice9_GetRasterStatus(p, a, b) (p)->lpVtbl->GetRasterStatus(p, a, b)
#define IDirect3DDevice9_SetDialogBoxMode(p, a) (p)->lpVtbl->SetDialogBoxMode(p, a)
#define IDirect3DDevice9_SetGammaRamp(p, a, b, c) (p)->lpVtbl->SetGammaRamp(p, a, b, c)
#define IDirect3DDevice9_GetGammaRamp(p, a, b) (p)->lpVtbl->GetGammaRamp(p, a, b)
#define IDirect3DDevice9_CreateTexture(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->CreateTexture(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_CreateVolumeTexture(p, a, b, c, d, e, f, g, h, i) (p)->lpVtbl->CreateVolumeTexture(p, a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9_CreateCubeTexture(p, a, b, c, d, e, f, g) (p)->lpVtbl->CreateCubeTexture(p, a, b, c, d, e, f, g)
#define IDirect3DDevice9_CreateVertexBuffer(p, a, b, c, d, e, f) (p)->lpVtbl->CreateVertexBuffer(p, a, b, c, d, e, f)
#define IDirect3DDevice9_CreateIndexBuffer(p, a, b, c, d, e, f) (p)->lpVtbl->CreateIndexBuffer(p, a, b, c, d, e, f)
#define IDirect3DDevice9_CreateRenderTarget(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->CreateRenderTarget(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_CreateDepthStencilSurface(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->CreateDepthStencilSurface(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_UpdateSurface(p, a, b, c, d) (p)->lpVtbl->UpdateSurface(p, a, b, c, d)
#define IDirect3DDevice9_UpdateTexture(p, a, b) (p)->lpVtbl->UpdateTexture(p, a, b)
#define IDirect3DDevice9_GetRenderTargetData(p, a, b) (p)->lpVtbl->GetRenderTargetData(p, a, b)
#define IDirect3DDevice9_GetFrontBufferData(p, a, b) (p)->lpVtbl->GetFrontBufferData(p, a, b)
#define IDirect3DDevice9_StretchRect(p, a, b, c, d, e) (p)->lpVtbl->StretchRect(p, a, b, c, d, e)
#define IDirect3DDevice9_ColorFill(p, a, b, c) (p)->lpVtbl->ColorFill(p, a, b, c)
#define IDirect3DDevice9_CreateOffscreenPlainSurface(p, a, b, c, d, e, f) (p)->lpVtbl->CreateOffscreenPlainSurface(p, a, b, c, d, e, f)
#define IDirect3DDevice9_SetRenderTarget(p, a, b) (p)->lpVtbl->SetRenderTarget(p, a, b)
#define IDirect3DDevice9_GetRenderTarget(p, a, b) (p)->lpVtbl->GetRenderTarget(p, a, b)
#define IDirect3DDevice9_SetDepthStencilSurface(p, a) (p)->lpVtbl->SetDepthStencilSurface(p, a)
#define IDirect3DDevice9_GetDepthStencilSurface(p, a) (p)->lpVtbl->GetDepthStencilSurface(p, a)
#define IDirect3DDevice9_BeginScene(p) (p)->lpVtbl->BeginScene(p)
#define IDirect3DDevice9_EndScene(p) (p)->lpVtbl->EndScene(p)
#define IDirect3DDevice9_Clear(p, a, b, c, d, e, f) (p)->lpVtbl->Clear(p, a, b, c, d, e, f)
#define IDirect3DDevice9_SetTransform(p, a, b) (p)->lpVtbl->SetTransform(p, a, b)
#define IDirect3DDevice9_GetTransform(p, a, b) (p)->lpVtbl->GetTransform(p, a, b)
#define IDirect3DDevice9_MultiplyTransform(p, a, b) (p)->lpVtbl->MultiplyTransform(p, a, b)
#define IDirect3DDevice9_SetViewport(p, a) (p)->lpVtbl->SetViewport(p, a)
#define IDirect3DDevice9_GetViewport(p, a) (p)->lpVtbl->GetViewport(p, a)
#define IDirect3DDevice9_SetMaterial(p, a) (p)->lpVtbl->SetMaterial(p, a)
#define IDirect3DDevice9_GetMaterial(p, a) (p)->lpVtbl->GetMaterial(p, a)
#define IDirect3DDevice9_SetLight(p, a, b) (p)->lpVtbl->SetLight(p, a, b)
#define IDirect3DDevice9_GetLight(p, a, b) (p)->lpVtbl->GetLight(p, a, b)
#define IDirect3DDevice9_LightEnable(p, a, b) (p)->lpVtbl->LightEnable(p, a, b)
#define IDirect3DDevice9_GetLightEnable(p, a, b) (p)->lpVtbl->GetLightEnable(p, a, b)
#define IDirect3DDevice9_SetClipPlane(p, a, b) (p)->lpVtbl->SetClipPlane(p, a, b)
#define IDirect3DDevice9_GetClipPlane(p, a, b) (p)->lpVtbl->GetClipPlane(p, a, b)
#define IDirect3DDevice9_SetRenderState(p, a, b) (p)->lpVtbl->SetRenderState(p, a, b)
#define IDirect3DDevice9_GetRenderState(p, a, b) (p)->lpVtbl->GetRenderState(p, a, b)
#define IDirect3DDevice9_CreateStateBlock(p, a, b) (p)->lpVtbl->CreateStateBlock(p, a, b)
#define IDirect3DDevice9_BeginStateBlock(p) (p)->lpVtbl->BeginStateBlock(p)
#define IDirect3DDevice9_EndStateBlock(p, a) (p)->lpVtbl->EndStateBlock(p, a)
#define IDirect3DDevice9_SetClipStatus(p, a) (p)->lpVtbl->SetClipStatus(p, a)
#define IDirect3DDevice9_GetClipStatus(p, a) (p)->lpVtbl->GetClipStatus(p, a)
#define IDirect3DDevice9_GetTexture(p, a, b) (p)->lpVtbl->GetTexture(p, a, b)
#define IDirect3DDevice9_SetTexture(p, a, b) (p)->lpVtbl->SetTexture(p, a, b)
#define IDirect3DDevice9_GetTextureStageState(p, a, b, c) (p)->lpVtbl->GetTextureStageState(p, a, b, c)
#define IDirect3DDevice9_SetTextureStageState(p, a, b, c) (p)->lpVtbl->SetTextureStageState(p, a, b, c)
#define IDirect3DDevice9_GetSamplerState(p, a, b, c) (p)->lpVtbl->GetSamplerState(p, a, b, c)
#define IDirect3DDevice9_SetSamplerState(p, a, b, c) (p)->lpVtbl->SetSamplerState(p, a, b, c)
#define IDirect3DDevice9_ValidateDevice(p, a) (p)->lpVtbl->ValidateDevice(p, a)
#define IDirect3DDevice9_SetPaletteEntries(p, a, b) (p)->lpVtbl->SetPaletteEntries(p, a, b)
#define IDirect3DDevice9_GetPaletteEntries(p, a, b) (p)->lpVtbl->GetPaletteEntries(p, a, b)
#define IDirect3DDevice9_SetCurrentTexturePalette(p, a) (p)->lpVtbl->SetCurrentTexturePalette(p, a)
#define IDirect3DDevice9_GetCurrentTexturePalette(p, a) (p)->lpVtbl->GetCurrentTexturePalette(p, a)
#define IDirect3DDevice9_SetScissorRect(p, a) (p)->lpVtbl->SetScissorRect(p, a)
#define IDirect3DDevice9_GetScissorRect(p, a) (p)->lpVtbl->GetScissorRect(p, a)
#define IDirect3DDevice9_SetSoftwareVertexProcessing(p, a) (p)->lpVtbl->SetSoftwareVertexProcessing(p, a)
#define IDirect3DDevice9_GetSoftwareVertexProcessing(p) (p)->lpVtbl->GetSoftwareVertexProcessing(p)
#define IDirect3DDevice9_SetNPatchMode(p, a) (p)->lpVtbl->SetNPatchMode(p, a)
#define IDirect3DDevice9_GetNPatchMode(p) (p)->lpVtbl->GetNPatchMode(p)
#define IDirect3DDevice9_DrawPrimitive(p, a, b, c) (p)->lpVtbl->DrawPrimitive(p, a, b, c)
#define IDirect3DDevice9_DrawIndexedPrimitive(p, a, b, c, d, e, f) (p)->lpVtbl->DrawIndexedPrimitive(p, a, b, c, d, e, f)
#define IDirect3DDevice9_DrawPrimitiveUP(p, a, b, c, d) (p)->lpVtbl->DrawPrimitiveUP(p, a, b, c, d)
#define IDirect3DDevice9_DrawIndexedPrimitiveUP(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->DrawIndexedPrimitiveUP(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9_ProcessVertices(p, a, b, c, d, e, f) (p)->lpVtbl->ProcessVertices(p, a, b, c, d, e, f)
#define IDirect3DDevice9_CreateVertexDeclaration(p, a, b) (p)->lpVtbl->CreateVertexDeclaration(p, a, b)
#define IDirect3DDevice9_SetVertexDeclaration(p, a) (p)->lpVtbl->SetVertexDeclaration(p, a)
#define IDirect3DDevice9_GetVertexDeclaration(p, a) (p)->lpVtbl->GetVertexDeclaration(p, a)
#define IDirect3DDevice9_SetFVF(p, a) (p)->lpVtbl->SetFVF(p, a)
#define IDirect3DDevice9_GetFVF(p, a) (p)->lpVtbl->GetFVF(p, a)
#define IDirect3DDevice9_CreateVertexShader(p, a, b) (p)->lpVtbl->CreateVertexShader(p, a, b)
#define IDirect3DDevice9_SetVertexShader(p, a) (p)->lpVtbl->SetVertexShader(p, a)
#define IDirect3DDevice9_GetVertexShader(p, a) (p)->lpVtbl->GetVertexShader(p, a)
#define IDirect3DDevice9_SetVertexShaderConstantF(p, a, b, c) (p)->lpVtbl->SetVertexShaderConstantF(p, a, b, c)
#define IDirect3DDevice9_GetVertexShaderConstantF(p, a, b, c) (p)->lpVtbl->GetVertexShaderConstantF(p, a, b, c)
#define IDirect3DDevice9_SetVertexShaderConstantI(p, a, b, c) (p)->lpVtbl->SetVertexShaderConstantI(p, a, b, c)
#define IDirect3DDevice9_GetVertexShaderConstantI(p, a, b, c) (p)->lpVtbl->GetVertexShaderConstantI(p, a, b, c)
#define IDirect3DDevice9_SetVertexShaderConstantB(p, a, b, c) (p)->lpVtbl->SetVertexShaderConstantB(p, a, b, c)
#define IDirect3DDevice9_GetVertexShaderConstantB(p, a, b, c) (p)->lpVtbl->GetVertexShaderConstantB(p, a, b, c)
#define IDirect3DDevice9_SetStreamSource(p, a, b, c, d) (p)->lpVtbl->SetStreamSource(p, a, b, c, d)
#define IDirect3DDevice9_GetStreamSource(p, a, b, c, d) (p)->lpVtbl->GetStreamSource(p, a, b, c, d)
#define IDirect3DDevice9_SetStreamSourceFreq(p, a, b) (p)->lpVtbl->SetStreamSourceFreq(p, a, b)
#define IDirect3DDevice9_GetStreamSourceFreq(p, a, b) (p)->lpVtbl->GetStreamSourceFreq(p, a, b)
#define IDirect3DDevice9_SetIndices(p, a) (p)->lpVtbl->SetIndices(p, a)
#define IDirect3DDevice9_GetIndices(p, a) (p)->lpVtbl->GetIndices(p, a)
#define IDirect3DDevice9_CreatePixelShader(p, a, b) (p)->lpVtbl->CreatePixelShader(p, a, b)
#define IDirect3DDevice9_SetPixelShader(p, a) (p)->lpVtbl->SetPixelShader(p, a)
#define IDirect3DDevice9_GetPixelShader(p, a) (p)->lpVtbl->GetPixelShader(p, a)
#define IDirect3DDevice9_SetPixelShaderConstantF(p, a, b, c) (p)->lpVtbl->SetPixelShaderConstantF(p, a, b, c)
#define IDirect3DDevice9_GetPixelShaderConstantF(p, a, b, c) (p)->lpVtbl->GetPixelShaderConstantF(p, a, b, c)
#define IDirect3DDevice9_SetPixelShaderConstantI(p, a, b, c) (p)->lpVtbl->SetPixelShaderConstantI(p, a, b, c)
#define IDirect3DDevice9_GetPixelShaderConstantI(p, a, b, c) (p)->lpVtbl->GetPixelShaderConstantI(p, a, b, c)
#define IDirect3DDevice9_SetPixelShaderConstantB(p, a, b, c) (p)->lpVtbl->SetPixelShaderConstantB(p, a, b, c)
#define IDirect3DDevice9_GetPixelShaderConstantB(p, a, b, c) (p)->lpVtbl->GetPixelShaderConstantB(p, a, b, c)
#define IDirect3DDevice9_DrawRectPatch(p, a, b, c) (p)->lpVtbl->DrawRectPatch(p, a, b, c)
#define IDirect3DDevice9_DrawTriPatch(p, a, b, c) (p)->lpVtbl->DrawTriPatch(p, a, b, c)
#define IDirect3DDevice9_DeletePatch(p, a) (p)->lpVtbl->DeletePatch(p, a)
#define IDirect3DDevice9_CreateQuery(p, a, b) (p)->lpVtbl->CreateQuery(p, a, b)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DSwapChain9: a set of back buffers presented to a window
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DSwapChain9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE Present(const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion, DWORD dwFlags) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetFrontBufferData(IDirect3DSurface9 *pDestSurface) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetBackBuffer(UINT iBackBuffer, D3DBACKBUFFER_TYPE Type, IDirect3DSurface9 **ppBackBuffer) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetRasterStatus(D3DRASTER_STATUS *pRasterStatus) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDisplayMode(D3DDISPLAYMODE *pMode) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPresentParameters(D3DPRESENT_PARAMETERS *pPresentationParameters) = 0;
};

#else

typedef struct IDirect3DSwapChain9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DSwapChain9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DSwapChain9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DSwapChain9 *This);
    /* IDirect3DSwapChain9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *Present)(IDirect3DSwapChain9 *This, const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion, DWORD dwFlags);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *GetFrontBufferData)(IDirect3DSwapChain9 *This, IDirect3DSurface9 *pDestSurface);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetBackBuffer)(IDirect3DSwapChain9 *This, UINT iBackBuffer, D3DBACKBUFFER_TYPE Type, IDirect3DSurface9 **ppBackBuffer);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *GetRasterStatus)(IDirect3DSwapChain9 *This, D3DRASTER_STATUS *pRasterStatus);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *GetDisplayMode)(IDirect3DSwapChain9 *This, D3DDISPLAYMODE *pMode);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DSwapChain9 *This, IDirect3DDevice9 **ppDevice);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *GetPresentParameters)(IDirect3DSwapChain9 *This, D3DPRESENT_PARAMETERS *pPresentationParameters);
} IDirect3DSwapChain9Vtbl;

struct IDirect3DSwapChain9 {
    const IDirect3DSwapChain9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DSwapChain9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DSwapChain9_AddRef(p) (p)->AddRef()
#define IDirect3DSwapChain9_Release(p) (p)->Release()
#define IDirect3DSwapChain9_Present(p, a, b, c, d, e) (p)->Present(a, b, c, d, e)
#define IDirect3DSwapChain9_GetFrontBufferData(p, a) (p)->GetFrontBufferData(a)
#define IDirect3DSwapChain9_GetBackBuffer(p, a, b, c) (p)->GetBackBuffer(a, b, c)
#define IDirect3DSwapChain9_GetRasterStatus(p, a) (p)->GetRasterStatus(a)
#define IDirect3DSwapChain9_GetDisplayMode(p, a) (p)->GetDisplayMode(a)
#define IDirect3DSwapChain9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DSwapChain9_GetPresentParameters(p, a) (p)->GetPresentParameters(a)
#else
#define IDirect3DSwapChain9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DSwapChain9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DSwapChain9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DSwapChain9_Present(p, a, b, c, d, e) (p)->lpVtbl->Present(p, a, b, c, d, e)
#define IDirect3DSwapChain9_GetFrontBufferData(p, a) (p)->lpVtbl->GetFrontBufferData(p, a)
#define IDirect3DSwapChain9_GetBackBuffer(p, a, b, c) (p)->lpVtbl->GetBackBuffer(p, a, b, c)
#define IDirect3DSwapChain9_GetRasterStatus(p, a) (p)->lpVtbl->GetRasterStatus(p, a)
#define IDirect3DSwapChain9_GetDisplayMode(p, a) (p)->lpVtbl->GetDisplayMode(p, a)
#define IDirect3DSwapChain9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DSwapChain9_GetPresentParameters(p, a) (p)->lpVtbl->GetPresentParameters(p, a)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DResource9: base of textures, surfaces and buffers
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DResource9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPrivateData(REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPrivateData(REFGUID refguid, void *pData, DWORD *pSizeOfData) = 0;
    virtual HRESULT STDMETHODCALLTYPE FreePrivateData(REFGUID refguid) = 0;
    virtual DWORD STDMETHODCALLTYPE SetPriority(DWORD PriorityNew) = 0;
    virtual DWORD STDMETHODCALLTYPE GetPriority(void) = 0;
    virtual void STDMETHODCALLTYPE PreLoad(void) = 0;
    virtual D3DRESOURCETYPE STDMETHODCALLTYPE GetType(void) = 0;
};

#else

typedef struct IDirect3DResource9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DResource9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DResource9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DResource9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DResource9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DResource9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DResource9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DResource9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DResource9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DResource9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DResource9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DResource9 *This);
} IDirect3DResource9Vtbl;

struct IDirect3DResource9 {
    const IDirect3DResource9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DResource9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DResource9_AddRef(p) (p)->AddRef()
#define IDirect3DResource9_Release(p) (p)->Release()
#define IDirect3DResource9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DResource9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DResource9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DResource9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DResource9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DResource9_GetPriority(p) (p)->GetPriority()
#define IDirect3DResource9_PreLoad(p) (p)->PreLoad()
#define IDirect3DResource9_GetType(p) (p)->GetType()
#else
#define IDirect3DResource9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DResource9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DResource9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DResource9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DResource9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DResource9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DResource9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DResource9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DResource9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DResource9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DResource9_GetType(p) (p)->lpVtbl->GetType(p)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DVertexDeclaration9: a vertex input layout
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DVertexDeclaration9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDeclaration(D3DVERTEXELEMENT9 *pElement, UINT *pNumElements) = 0;
};

#else

typedef struct IDirect3DVertexDeclaration9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DVertexDeclaration9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DVertexDeclaration9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DVertexDeclaration9 *This);
    /* IDirect3DVertexDeclaration9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DVertexDeclaration9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *GetDeclaration)(IDirect3DVertexDeclaration9 *This, D3DVERTEXELEMENT9 *pElement, UINT *pNumElements);
} IDirect3DVertexDeclaration9Vtbl;

struct IDirect3DVertexDeclaration9 {
    const IDirect3DVertexDeclaration9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DVertexDeclaration9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DVertexDeclaration9_AddRef(p) (p)->AddRef()
#define IDirect3DVertexDeclaration9_Release(p) (p)->Release()
#define IDirect3DVertexDeclaration9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DVertexDeclaration9_GetDeclaration(p, a, b) (p)->GetDeclaration(a, b)
#else
#define IDirect3DVertexDeclaration9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DVertexDeclaration9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DVertexDeclaration9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DVertexDeclaration9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DVertexDeclaration9_GetDeclaration(p, a, b) (p)->lpVtbl->GetDeclaration(p, a, b)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DVertexShader9: a compiled vertex shader
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DVertexShader9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetFunction(void *pData, UINT *pSizeOfData) = 0;
};

#else

typedef struct IDirect3DVertexShader9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DVertexShader9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DVertexShader9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DVertexShader9 *This);
    /* IDirect3DVertexShader9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DVertexShader9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *GetFunction)(IDirect3DVertexShader9 *This, void *pData, UINT *pSizeOfData);
} IDirect3DVertexShader9Vtbl;

struct IDirect3DVertexShader9 {
    const IDirect3DVertexShader9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DVertexShader9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DVertexShader9_AddRef(p) (p)->AddRef()
#define IDirect3DVertexShader9_Release(p) (p)->Release()
#define IDirect3DVertexShader9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DVertexShader9_GetFunction(p, a, b) (p)->GetFunction(a, b)
#else
#define IDirect3DVertexShader9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DVertexShader9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DVertexShader9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DVertexShader9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DVertexShader9_GetFunction(p, a, b) (p)->lpVtbl->GetFunction(p, a, b)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DPixelShader9: a compiled pixel shader
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DPixelShader9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetFunction(void *pData, UINT *pSizeOfData) = 0;
};

#else

typedef struct IDirect3DPixelShader9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DPixelShader9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DPixelShader9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DPixelShader9 *This);
    /* IDirect3DPixelShader9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DPixelShader9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *GetFunction)(IDirect3DPixelShader9 *This, void *pData, UINT *pSizeOfData);
} IDirect3DPixelShader9Vtbl;

struct IDirect3DPixelShader9 {
    const IDirect3DPixelShader9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DPixelShader9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DPixelShader9_AddRef(p) (p)->AddRef()
#define IDirect3DPixelShader9_Release(p) (p)->Release()
#define IDirect3DPixelShader9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DPixelShader9_GetFunction(p, a, b) (p)->GetFunction(a, b)
#else
#define IDirect3DPixelShader9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DPixelShader9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DPixelShader9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DPixelShader9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DPixelShader9_GetFunction(p, a, b) (p)->lpVtbl->GetFunction(p, a, b)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DBaseTexture9: base of the three texture kinds
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DBaseTexture9 : public IDirect3DResource9 {
    virtual DWORD STDMETHODCALLTYPE SetLOD(DWORD LODNew) = 0;
    virtual DWORD STDMETHODCALLTYPE GetLOD(void) = 0;
    virtual DWORD STDMETHODCALLTYPE GetLevelCount(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetAutoGenFilterType(D3DTEXTUREFILTERTYPE FilterType) = 0;
    virtual D3DTEXTUREFILTERTYPE STDMETHODCALLTYPE GetAutoGenFilterType(void) = 0;
    virtual void STDMETHODCALLTYPE GenerateMipSubLevels(void) = 0;
};

#else

typedef struct IDirect3DBaseTexture9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DBaseTexture9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DBaseTexture9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DBaseTexture9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DBaseTexture9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DBaseTexture9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DBaseTexture9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DBaseTexture9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DBaseTexture9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DBaseTexture9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DBaseTexture9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DBaseTexture9 *This);
    /* IDirect3DBaseTexture9 */
    /*  11 */ DWORD (STDMETHODCALLTYPE *SetLOD)(IDirect3DBaseTexture9 *This, DWORD LODNew);
    /*  12 */ DWORD (STDMETHODCALLTYPE *GetLOD)(IDirect3DBaseTexture9 *This);
    /*  13 */ DWORD (STDMETHODCALLTYPE *GetLevelCount)(IDirect3DBaseTexture9 *This);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *SetAutoGenFilterType)(IDirect3DBaseTexture9 *This, D3DTEXTUREFILTERTYPE FilterType);
    /*  15 */ D3DTEXTUREFILTERTYPE (STDMETHODCALLTYPE *GetAutoGenFilterType)(IDirect3DBaseTexture9 *This);
    /*  16 */ void (STDMETHODCALLTYPE *GenerateMipSubLevels)(IDirect3DBaseTexture9 *This);
} IDirect3DBaseTexture9Vtbl;

struct IDirect3DBaseTexture9 {
    const IDirect3DBaseTexture9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DBaseTexture9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DBaseTexture9_AddRef(p) (p)->AddRef()
#define IDirect3DBaseTexture9_Release(p) (p)->Release()
#define IDirect3DBaseTexture9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DBaseTexture9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DBaseTexture9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DBaseTexture9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DBaseTexture9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DBaseTexture9_GetPriority(p) (p)->GetPriority()
#define IDirect3DBaseTexture9_PreLoad(p) (p)->PreLoad()
#define IDirect3DBaseTexture9_GetType(p) (p)->GetType()
#define IDirect3DBaseTexture9_SetLOD(p, a) (p)->SetLOD(a)
#define IDirect3DBaseTexture9_GetLOD(p) (p)->GetLOD()
#define IDirect3DBaseTexture9_GetLevelCount(p) (p)->GetLevelCount()
#define IDirect3DBaseTexture9_SetAutoGenFilterType(p, a) (p)->SetAutoGenFilterType(a)
#define IDirect3DBaseTexture9_GetAutoGenFilterType(p) (p)->GetAutoGenFilterType()
#define IDirect3DBaseTexture9_GenerateMipSubLevels(p) (p)->GenerateMipSubLevels()
#else
#define IDirect3DBaseTexture9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DBaseTexture9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DBaseTexture9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DBaseTexture9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DBaseTexture9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DBaseTexture9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DBaseTexture9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DBaseTexture9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DBaseTexture9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DBaseTexture9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DBaseTexture9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DBaseTexture9_SetLOD(p, a) (p)->lpVtbl->SetLOD(p, a)
#define IDirect3DBaseTexture9_GetLOD(p) (p)->lpVtbl->GetLOD(p)
#define IDirect3DBaseTexture9_GetLevelCount(p) (p)->lpVtbl->GetLevelCount(p)
#define IDirect3DBaseTexture9_SetAutoGenFilterType(p, a) (p)->lpVtbl->SetAutoGenFilterType(p, a)
#define IDirect3DBaseTexture9_GetAutoGenFilterType(p) (p)->lpVtbl->GetAutoGenFilterType(p)
#define IDirect3DBaseTexture9_GenerateMipSubLevels(p) (p)->lpVtbl->GenerateMipSubLevels(p)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DTexture9: a 2D texture with mip levels
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DTexture9 : public IDirect3DBaseTexture9 {
    virtual HRESULT STDMETHODCALLTYPE GetLevelDesc(UINT Level, D3DSURFACE_DESC *pDesc) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetSurfaceLevel(UINT Level, IDirect3DSurface9 **ppSurfaceLevel) = 0;
    virtual HRESULT STDMETHODCALLTYPE LockRect(UINT Level, D3DLOCKED_RECT *pLockedRect, const RECT *pRect, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE UnlockRect(UINT Level) = 0;
    virtual HRESULT STDMETHODCALLTYPE AddDirtyRect(const RECT *pDirtyRect) = 0;
};

#else

typedef struct IDirect3DTexture9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DTexture9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DTexture9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DTexture9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DTexture9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DTexture9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DTexture9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DTexture9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DTexture9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DTexture9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DTexture9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DTexture9 *This);
    /* IDirect3DBaseTexture9 */
    /*  11 */ DWORD (STDMETHODCALLTYPE *SetLOD)(IDirect3DTexture9 *This, DWORD LODNew);
    /*  12 */ DWORD (STDMETHODCALLTYPE *GetLOD)(IDirect3DTexture9 *This);
    /*  13 */ DWORD (STDMETHODCALLTYPE *GetLevelCount)(IDirect3DTexture9 *This);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *SetAutoGenFilterType)(IDirect3DTexture9 *This, D3DTEXTUREFILTERTYPE FilterType);
    /*  15 */ D3DTEXTUREFILTERTYPE (STDMETHODCALLTYPE *GetAutoGenFilterType)(IDirect3DTexture9 *This);
    /*  16 */ void (STDMETHODCALLTYPE *GenerateMipSubLevels)(IDirect3DTexture9 *This);
    /* IDirect3DTexture9 */
    /*  17 */ HRESULT (STDMETHODCALLTYPE *GetLevelDesc)(IDirect3DTexture9 *This, UINT Level, D3DSURFACE_DESC *pDesc);
    /*  18 */ HRESULT (STDMETHODCALLTYPE *GetSurfaceLevel)(IDirect3DTexture9 *This, UINT Level, IDirect3DSurface9 **ppSurfaceLevel);
    /*  19 */ HRESULT (STDMETHODCALLTYPE *LockRect)(IDirect3DTexture9 *This, UINT Level, D3DLOCKED_RECT *pLockedRect, const RECT *pRect, DWORD Flags);
    /*  20 */ HRESULT (STDMETHODCALLTYPE *UnlockRect)(IDirect3DTexture9 *This, UINT Level);
    /*  21 */ HRESULT (STDMETHODCALLTYPE *AddDirtyRect)(IDirect3DTexture9 *This, const RECT *pDirtyRect);
} IDirect3DTexture9Vtbl;

struct IDirect3DTexture9 {
    const IDirect3DTexture9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DTexture9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DTexture9_AddRef(p) (p)->AddRef()
#define IDirect3DTexture9_Release(p) (p)->Release()
#define IDirect3DTexture9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DTexture9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DTexture9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DTexture9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DTexture9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DTexture9_GetPriority(p) (p)->GetPriority()
#define IDirect3DTexture9_PreLoad(p) (p)->PreLoad()
#define IDirect3DTexture9_GetType(p) (p)->GetType()
#define IDirect3DTexture9_SetLOD(p, a) (p)->SetLOD(a)
#define IDirect3DTexture9_GetLOD(p) (p)->GetLOD()
#define IDirect3DTexture9_GetLevelCount(p) (p)->GetLevelCount()
#define IDirect3DTexture9_SetAutoGenFilterType(p, a) (p)->SetAutoGenFilterType(a)
#define IDirect3DTexture9_GetAutoGenFilterType(p) (p)->GetAutoGenFilterType()
#define IDirect3DTexture9_GenerateMipSubLevels(p) (p)->GenerateMipSubLevels()
#define IDirect3DTexture9_GetLevelDesc(p, a, b) (p)->GetLevelDesc(a, b)
#define IDirect3DTexture9_GetSurfaceLevel(p, a, b) (p)->GetSurfaceLevel(a, b)
#define IDirect3DTexture9_LockRect(p, a, b, c, d) (p)->LockRect(a, b, c, d)
#define IDirect3DTexture9_UnlockRect(p, a) (p)->UnlockRect(a)
#define IDirect3DTexture9_AddDirtyRect(p, a) (p)->AddDirtyRect(a)
#else
#define IDirect3DTexture9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DTexture9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DTexture9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DTexture9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DTexture9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DTexture9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DTexture9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DTexture9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DTexture9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DTexture9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DTexture9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DTexture9_SetLOD(p, a) (p)->lpVtbl->SetLOD(p, a)
#define IDirect3DTexture9_GetLOD(p) (p)->lpVtbl->GetLOD(p)
#define IDirect3DTexture9_GetLevelCount(p) (p)->lpVtbl->GetLevelCount(p)
#define IDirect3DTexture9_SetAutoGenFilterType(p, a) (p)->lpVtbl->SetAutoGenFilterType(p, a)
#define IDirect3DTexture9_GetAutoGenFilterType(p) (p)->lpVtbl->GetAutoGenFilterType(p)
#define IDirect3DTexture9_GenerateMipSubLevels(p) (p)->lpVtbl->GenerateMipSubLevels(p)
#define IDirect3DTexture9_GetLevelDesc(p, a, b) (p)->lpVtbl->GetLevelDesc(p, a, b)
#define IDirect3DTexture9_GetSurfaceLevel(p, a, b) (p)->lpVtbl->GetSurfaceLevel(p, a, b)
#define IDirect3DTexture9_LockRect(p, a, b, c, d) (p)->lpVtbl->LockRect(p, a, b, c, d)
#define IDirect3DTexture9_UnlockRect(p, a) (p)->lpVtbl->UnlockRect(p, a)
#define IDirect3DTexture9_AddDirtyRect(p, a) (p)->lpVtbl->AddDirtyRect(p, a)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DVolumeTexture9: a 3D texture with mip levels
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DVolumeTexture9 : public IDirect3DBaseTexture9 {
    virtual HRESULT STDMETHODCALLTYPE GetLevelDesc(UINT Level, D3DVOLUME_DESC *pDesc) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetVolumeLevel(UINT Level, IDirect3DVolume9 **ppVolumeLevel) = 0;
    virtual HRESULT STDMETHODCALLTYPE LockBox(UINT Level, D3DLOCKED_BOX *pLockedVolume, const D3DBOX *pBox, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE UnlockBox(UINT Level) = 0;
    virtual HRESULT STDMETHODCALLTYPE AddDirtyBox(const D3DBOX *pDirtyBox) = 0;
};

#else

typedef struct IDirect3DVolumeTexture9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DVolumeTexture9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DVolumeTexture9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DVolumeTexture9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DVolumeTexture9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DVolumeTexture9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DVolumeTexture9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DVolumeTexture9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DVolumeTexture9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DVolumeTexture9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DVolumeTexture9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DVolumeTexture9 *This);
    /* IDirect3DBaseTexture9 */
    /*  11 */ DWORD (STDMETHODCALLTYPE *SetLOD)(IDirect3DVolumeTexture9 *This, DWORD LODNew);
    /*  12 */ DWORD (STDMETHODCALLTYPE *GetLOD)(IDirect3DVolumeTexture9 *This);
    /*  13 */ DWORD (STDMETHODCALLTYPE *GetLevelCount)(IDirect3DVolumeTexture9 *This);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *SetAutoGenFilterType)(IDirect3DVolumeTexture9 *This, D3DTEXTUREFILTERTYPE FilterType);
    /*  15 */ D3DTEXTUREFILTERTYPE (STDMETHODCALLTYPE *GetAutoGenFilterType)(IDirect3DVolumeTexture9 *This);
    /*  16 */ void (STDMETHODCALLTYPE *GenerateMipSubLevels)(IDirect3DVolumeTexture9 *This);
    /* IDirect3DVolumeTexture9 */
    /*  17 */ HRESULT (STDMETHODCALLTYPE *GetLevelDesc)(IDirect3DVolumeTexture9 *This, UINT Level, D3DVOLUME_DESC *pDesc);
    /*  18 */ HRESULT (STDMETHODCALLTYPE *GetVolumeLevel)(IDirect3DVolumeTexture9 *This, UINT Level, IDirect3DVolume9 **ppVolumeLevel);
    /*  19 */ HRESULT (STDMETHODCALLTYPE *LockBox)(IDirect3DVolumeTexture9 *This, UINT Level, D3DLOCKED_BOX *pLockedVolume, const D3DBOX *pBox, DWORD Flags);
    /*  20 */ HRESULT (STDMETHODCALLTYPE *UnlockBox)(IDirect3DVolumeTexture9 *This, UINT Level);
    /*  21 */ HRESULT (STDMETHODCALLTYPE *AddDirtyBox)(IDirect3DVolumeTexture9 *This, const D3DBOX *pDirtyBox);
} IDirect3DVolumeTexture9Vtbl;

struct IDirect3DVolumeTexture9 {
    const IDirect3DVolumeTexture9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DVolumeTexture9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DVolumeTexture9_AddRef(p) (p)->AddRef()
#define IDirect3DVolumeTexture9_Release(p) (p)->Release()
#define IDirect3DVolumeTexture9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DVolumeTexture9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DVolumeTexture9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DVolumeTexture9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DVolumeTexture9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DVolumeTexture9_GetPriority(p) (p)->GetPriority()
#define IDirect3DVolumeTexture9_PreLoad(p) (p)->PreLoad()
#define IDirect3DVolumeTexture9_GetType(p) (p)->GetType()
#define IDirect3DVolumeTexture9_SetLOD(p, a) (p)->SetLOD(a)
#define IDirect3DVolumeTexture9_GetLOD(p) (p)->GetLOD()
#define IDirect3DVolumeTexture9_GetLevelCount(p) (p)->GetLevelCount()
#define IDirect3DVolumeTexture9_SetAutoGenFilterType(p, a) (p)->SetAutoGenFilterType(a)
#define IDirect3DVolumeTexture9_GetAutoGenFilterType(p) (p)->GetAutoGenFilterType()
#define IDirect3DVolumeTexture9_GenerateMipSubLevels(p) (p)->GenerateMipSubLevels()
#define IDirect3DVolumeTexture9_GetLevelDesc(p, a, b) (p)->GetLevelDesc(a, b)
#define IDirect3DVolumeTexture9_GetVolumeLevel(p, a, b) (p)->GetVolumeLevel(a, b)
#define IDirect3DVolumeTexture9_LockBox(p, a, b, c, d) (p)->LockBox(a, b, c, d)
#define IDirect3DVolumeTexture9_UnlockBox(p, a) (p)->UnlockBox(a)
#define IDirect3DVolumeTexture9_AddDirtyBox(p, a) (p)->AddDirtyBox(a)
#else
#define IDirect3DVolumeTexture9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DVolumeTexture9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DVolumeTexture9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DVolumeTexture9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DVolumeTexture9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DVolumeTexture9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DVolumeTexture9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DVolumeTexture9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DVolumeTexture9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DVolumeTexture9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DVolumeTexture9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DVolumeTexture9_SetLOD(p, a) (p)->lpVtbl->SetLOD(p, a)
#define IDirect3DVolumeTexture9_GetLOD(p) (p)->lpVtbl->GetLOD(p)
#define IDirect3DVolumeTexture9_GetLevelCount(p) (p)->lpVtbl->GetLevelCount(p)
#define IDirect3DVolumeTexture9_SetAutoGenFilterType(p, a) (p)->lpVtbl->SetAutoGenFilterType(p, a)
#define IDirect3DVolumeTexture9_GetAutoGenFilterType(p) (p)->lpVtbl->GetAutoGenFilterType(p)
#define IDirect3DVolumeTexture9_GenerateMipSubLevels(p) (p)->lpVtbl->GenerateMipSubLevels(p)
#define IDirect3DVolumeTexture9_GetLevelDesc(p, a, b) (p)->lpVtbl->GetLevelDesc(p, a, b)
#define IDirect3DVolumeTexture9_GetVolumeLevel(p, a, b) (p)->lpVtbl->GetVolumeLevel(p, a, b)
#define IDirect3DVolumeTexture9_LockBox(p, a, b, c, d) (p)->lpVtbl->LockBox(p, a, b, c, d)
#define IDirect3DVolumeTexture9_UnlockBox(p, a) (p)->lpVtbl->UnlockBox(p, a)
#define IDirect3DVolumeTexture9_AddDirtyBox(p, a) (p)->lpVtbl->AddDirtyBox(p, a)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DCubeTexture9: a cube texture: six faces with mip levels
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DCubeTexture9 : public IDirect3DBaseTexture9 {
    virtual HRESULT STDMETHODCALLTYPE GetLevelDesc(UINT Level, D3DSURFACE_DESC *pDesc) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetCubeMapSurface(D3DCUBEMAP_FACES FaceType, UINT Level, IDirect3DSurface9 **ppCubeMapSurface) = 0;
    virtual HRESULT STDMETHODCALLTYPE LockRect(D3DCUBEMAP_FACES FaceType, UINT Level, D3DLOCKED_RECT *pLockedRect, const RECT *pRect, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE UnlockRect(D3DCUBEMAP_FACES FaceType, UINT Level) = 0;
    virtual HRESULT STDMETHODCALLTYPE AddDirtyRect(D3DCUBEMAP_FACES FaceType, const RECT *pDirtyRect) = 0;
};

#else

typedef struct IDirect3DCubeTexture9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DCubeTexture9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DCubeTexture9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DCubeTexture9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DCubeTexture9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DCubeTexture9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DCubeTexture9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DCubeTexture9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DCubeTexture9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DCubeTexture9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DCubeTexture9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DCubeTexture9 *This);
    /* IDirect3DBaseTexture9 */
    /*  11 */ DWORD (STDMETHODCALLTYPE *SetLOD)(IDirect3DCubeTexture9 *This, DWORD LODNew);
    /*  12 */ DWORD (STDMETHODCALLTYPE *GetLOD)(IDirect3DCubeTexture9 *This);
    /*  13 */ DWORD (STDMETHODCALLTYPE *GetLevelCount)(IDirect3DCubeTexture9 *This);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *SetAutoGenFilterType)(IDirect3DCubeTexture9 *This, D3DTEXTUREFILTERTYPE FilterType);
    /*  15 */ D3DTEXTUREFILTERTYPE (STDMETHODCALLTYPE *GetAutoGenFilterType)(IDirect3DCubeTexture9 *This);
    /*  16 */ void (STDMETHODCALLTYPE *GenerateMipSubLevels)(IDirect3DCubeTexture9 *This);
    /* IDirect3DCubeTexture9 */
    /*  17 */ HRESULT (STDMETHODCALLTYPE *GetLevelDesc)(IDirect3DCubeTexture9 *This, UINT Level, D3DSURFACE_DESC *pDesc);
    /*  18 */ HRESULT (STDMETHODCALLTYPE *GetCubeMapSurface)(IDirect3DCubeTexture9 *This, D3DCUBEMAP_FACES FaceType, UINT Level, IDirect3DSurface9 **ppCubeMapSurface);
    /*  19 */ HRESULT (STDMETHODCALLTYPE *LockRect)(IDirect3DCubeTexture9 *This, D3DCUBEMAP_FACES FaceType, UINT Level, D3DLOCKED_RECT *pLockedRect, const RECT *pRect, DWORD Flags);
    /*  20 */ HRESULT (STDMETHODCALLTYPE *UnlockRect)(IDirect3DCubeTexture9 *This, D3DCUBEMAP_FACES FaceType, UINT Level);
    /*  21 */ HRESULT (STDMETHODCALLTYPE *AddDirtyRect)(IDirect3DCubeTexture9 *This, D3DCUBEMAP_FACES FaceType, const RECT *pDirtyRect);
} IDirect3DCubeTexture9Vtbl;

struct IDirect3DCubeTexture9 {
    const IDirect3DCubeTexture9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DCubeTexture9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DCubeTexture9_AddRef(p) (p)->AddRef()
#define IDirect3DCubeTexture9_Release(p) (p)->Release()
#define IDirect3DCubeTexture9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DCubeTexture9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DCubeTexture9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DCubeTexture9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DCubeTexture9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DCubeTexture9_GetPriority(p) (p)->GetPriority()
#define IDirect3DCubeTexture9_PreLoad(p) (p)->PreLoad()
#define IDirect3DCubeTexture9_GetType(p) (p)->GetType()
#define IDirect3DCubeTexture9_SetLOD(p, a) (p)->SetLOD(a)
#define IDirect3DCubeTexture9_GetLOD(p) (p)->GetLOD()
#define IDirect3DCubeTexture9_GetLevelCount(p) (p)->GetLevelCount()
#define IDirect3DCubeTexture9_SetAutoGenFilterType(p, a) (p)->SetAutoGenFilterType(a)
#define IDirect3DCubeTexture9_GetAutoGenFilterType(p) (p)->GetAutoGenFilterType()
#define IDirect3DCubeTexture9_GenerateMipSubLevels(p) (p)->GenerateMipSubLevels()
#define IDirect3DCubeTexture9_GetLevelDesc(p, a, b) (p)->GetLevelDesc(a, b)
#define IDirect3DCubeTexture9_GetCubeMapSurface(p, a, b, c) (p)->GetCubeMapSurface(a, b, c)
#define IDirect3DCubeTexture9_LockRect(p, a, b, c, d, e) (p)->LockRect(a, b, c, d, e)
#define IDirect3DCubeTexture9_UnlockRect(p, a, b) (p)->UnlockRect(a, b)
#define IDirect3DCubeTexture9_AddDirtyRect(p, a, b) (p)->AddDirtyRect(a, b)
#else
#define IDirect3DCubeTexture9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DCubeTexture9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DCubeTexture9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DCubeTexture9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DCubeTexture9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DCubeTexture9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DCubeTexture9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DCubeTexture9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DCubeTexture9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DCubeTexture9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DCubeTexture9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DCubeTexture9_SetLOD(p, a) (p)->lpVtbl->SetLOD(p, a)
#define IDirect3DCubeTexture9_GetLOD(p) (p)->lpVtbl->GetLOD(p)
#define IDirect3DCubeTexture9_GetLevelCount(p) (p)->lpVtbl->GetLevelCount(p)
#define IDirect3DCubeTexture9_SetAutoGenFilterType(p, a) (p)->lpVtbl->SetAutoGenFilterType(p, a)
#define IDirect3DCubeTexture9_GetAutoGenFilterType(p) (p)->lpVtbl->GetAutoGenFilterType(p)
#define IDirect3DCubeTexture9_GenerateMipSubLevels(p) (p)->lpVtbl->GenerateMipSubLevels(p)
#define IDirect3DCubeTexture9_GetLevelDesc(p, a, b) (p)->lpVtbl->GetLevelDesc(p, a, b)
#define IDirect3DCubeTexture9_GetCubeMapSurface(p, a, b, c) (p)->lpVtbl->GetCubeMapSurface(p, a, b, c)
#define IDirect3DCubeTexture9_LockRect(p, a, b, c, d, e) (p)->lpVtbl->LockRect(p, a, b, c, d, e)
#define IDirect3DCubeTexture9_UnlockRect(p, a, b) (p)->lpVtbl->UnlockRect(p, a, b)
#define IDirect3DCubeTexture9_AddDirtyRect(p, a, b) (p)->lpVtbl->AddDirtyRect(p, a, b)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DVertexBuffer9: vertex data
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DVertexBuffer9 : public IDirect3DResource9 {
    virtual HRESULT STDMETHODCALLTYPE Lock(UINT OffsetToLock, UINT SizeToLock, void **ppbData, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE Unlock(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDesc(D3DVERTEXBUFFER_DESC *pDesc) = 0;
};

#else

typedef struct IDirect3DVertexBuffer9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DVertexBuffer9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DVertexBuffer9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DVertexBuffer9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DVertexBuffer9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DVertexBuffer9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DVertexBuffer9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DVertexBuffer9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DVertexBuffer9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DVertexBuffer9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DVertexBuffer9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DVertexBuffer9 *This);
    /* IDirect3DVertexBuffer9 */
    /*  11 */ HRESULT (STDMETHODCALLTYPE *Lock)(IDirect3DVertexBuffer9 *This, UINT OffsetToLock, UINT SizeToLock, void **ppbData, DWORD Flags);
    /*  12 */ HRESULT (STDMETHODCALLTYPE *Unlock)(IDirect3DVertexBuffer9 *This);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *GetDesc)(IDirect3DVertexBuffer9 *This, D3DVERTEXBUFFER_DESC *pDesc);
} IDirect3DVertexBuffer9Vtbl;

struct IDirect3DVertexBuffer9 {
    const IDirect3DVertexBuffer9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DVertexBuffer9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DVertexBuffer9_AddRef(p) (p)->AddRef()
#define IDirect3DVertexBuffer9_Release(p) (p)->Release()
#define IDirect3DVertexBuffer9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DVertexBuffer9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DVertexBuffer9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DVertexBuffer9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DVertexBuffer9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DVertexBuffer9_GetPriority(p) (p)->GetPriority()
#define IDirect3DVertexBuffer9_PreLoad(p) (p)->PreLoad()
#define IDirect3DVertexBuffer9_GetType(p) (p)->GetType()
#define IDirect3DVertexBuffer9_Lock(p, a, b, c, d) (p)->Lock(a, b, c, d)
#define IDirect3DVertexBuffer9_Unlock(p) (p)->Unlock()
#define IDirect3DVertexBuffer9_GetDesc(p, a) (p)->GetDesc(a)
#else
#define IDirect3DVertexBuffer9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DVertexBuffer9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DVertexBuffer9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DVertexBuffer9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DVertexBuffer9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DVertexBuffer9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DVertexBuffer9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DVertexBuffer9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DVertexBuffer9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DVertexBuffer9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DVertexBuffer9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DVertexBuffer9_Lock(p, a, b, c, d) (p)->lpVtbl->Lock(p, a, b, c, d)
#define IDirect3DVertexBuffer9_Unlock(p) (p)->lpVtbl->Unlock(p)
#define IDirect3DVertexBuffer9_GetDesc(p, a) (p)->lpVtbl->GetDesc(p, a)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DIndexBuffer9: 16- or 32-bit indices
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DIndexBuffer9 : public IDirect3DResource9 {
    virtual HRESULT STDMETHODCALLTYPE Lock(UINT OffsetToLock, UINT SizeToLock, void **ppbData, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE Unlock(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDesc(D3DINDEXBUFFER_DESC *pDesc) = 0;
};

#else

typedef struct IDirect3DIndexBuffer9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DIndexBuffer9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DIndexBuffer9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DIndexBuffer9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DIndexBuffer9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DIndexBuffer9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DIndexBuffer9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DIndexBuffer9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DIndexBuffer9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DIndexBuffer9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DIndexBuffer9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DIndexBuffer9 *This);
    /* IDirect3DIndexBuffer9 */
    /*  11 */ HRESULT (STDMETHODCALLTYPE *Lock)(IDirect3DIndexBuffer9 *This, UINT OffsetToLock, UINT SizeToLock, void **ppbData, DWORD Flags);
    /*  12 */ HRESULT (STDMETHODCALLTYPE *Unlock)(IDirect3DIndexBuffer9 *This);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *GetDesc)(IDirect3DIndexBuffer9 *This, D3DINDEXBUFFER_DESC *pDesc);
} IDirect3DIndexBuffer9Vtbl;

struct IDirect3DIndexBuffer9 {
    const IDirect3DIndexBuffer9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DIndexBuffer9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DIndexBuffer9_AddRef(p) (p)->AddRef()
#define IDirect3DIndexBuffer9_Release(p) (p)->Release()
#define IDirect3DIndexBuffer9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DIndexBuffer9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DIndexBuffer9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DIndexBuffer9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DIndexBuffer9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DIndexBuffer9_GetPriority(p) (p)->GetPriority()
#define IDirect3DIndexBuffer9_PreLoad(p) (p)->PreLoad()
#define IDirect3DIndexBuffer9_GetType(p) (p)->GetType()
#define IDirect3DIndexBuffer9_Lock(p, a, b, c, d) (p)->Lock(a, b, c, d)
#define IDirect3DIndexBuffer9_Unlock(p) (p)->Unlock()
#define IDirect3DIndexBuffer9_GetDesc(p, a) (p)->GetDesc(a)
#else
#define IDirect3DIndexBuffer9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DIndexBuffer9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DIndexBuffer9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DIndexBuffer9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DIndexBuffer9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DIndexBuffer9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DIndexBuffer9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DIndexBuffer9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DIndexBuffer9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DIndexBuffer9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DIndexBuffer9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DIndexBuffer9_Lock(p, a, b, c, d) (p)->lpVtbl->Lock(p, a, b, c, d)
#define IDirect3DIndexBuffer9_Unlock(p) (p)->lpVtbl->Unlock(p)
#define IDirect3DIndexBuffer9_GetDesc(p, a) (p)->lpVtbl->GetDesc(p, a)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DSurface9: a 2D image: texture level, render target, depth buffer
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DSurface9 : public IDirect3DResource9 {
    virtual HRESULT STDMETHODCALLTYPE GetContainer(REFIID riid, void **ppContainer) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDesc(D3DSURFACE_DESC *pDesc) = 0;
    virtual HRESULT STDMETHODCALLTYPE LockRect(D3DLOCKED_RECT *pLockedRect, const RECT *pRect, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE UnlockRect(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDC(HDC *phdc) = 0;
    virtual HRESULT STDMETHODCALLTYPE ReleaseDC(HDC hdc) = 0;
};

#else

typedef struct IDirect3DSurface9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DSurface9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DSurface9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DSurface9 *This);
    /* IDirect3DResource9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DSurface9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DSurface9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DSurface9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DSurface9 *This, REFGUID refguid);
    /*   7 */ DWORD (STDMETHODCALLTYPE *SetPriority)(IDirect3DSurface9 *This, DWORD PriorityNew);
    /*   8 */ DWORD (STDMETHODCALLTYPE *GetPriority)(IDirect3DSurface9 *This);
    /*   9 */ void (STDMETHODCALLTYPE *PreLoad)(IDirect3DSurface9 *This);
    /*  10 */ D3DRESOURCETYPE (STDMETHODCALLTYPE *GetType)(IDirect3DSurface9 *This);
    /* IDirect3DSurface9 */
    /*  11 */ HRESULT (STDMETHODCALLTYPE *GetContainer)(IDirect3DSurface9 *This, REFIID riid, void **ppContainer);
    /*  12 */ HRESULT (STDMETHODCALLTYPE *GetDesc)(IDirect3DSurface9 *This, D3DSURFACE_DESC *pDesc);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *LockRect)(IDirect3DSurface9 *This, D3DLOCKED_RECT *pLockedRect, const RECT *pRect, DWORD Flags);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *UnlockRect)(IDirect3DSurface9 *This);
    /*  15 */ HRESULT (STDMETHODCALLTYPE *GetDC)(IDirect3DSurface9 *This, HDC *phdc);
    /*  16 */ HRESULT (STDMETHODCALLTYPE *ReleaseDC)(IDirect3DSurface9 *This, HDC hdc);
} IDirect3DSurface9Vtbl;

struct IDirect3DSurface9 {
    const IDirect3DSurface9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DSurface9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DSurface9_AddRef(p) (p)->AddRef()
#define IDirect3DSurface9_Release(p) (p)->Release()
#define IDirect3DSurface9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DSurface9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DSurface9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DSurface9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DSurface9_SetPriority(p, a) (p)->SetPriority(a)
#define IDirect3DSurface9_GetPriority(p) (p)->GetPriority()
#define IDirect3DSurface9_PreLoad(p) (p)->PreLoad()
#define IDirect3DSurface9_GetType(p) (p)->GetType()
#define IDirect3DSurface9_GetContainer(p, a, b) (p)->GetContainer(a, b)
#define IDirect3DSurface9_GetDesc(p, a) (p)->GetDesc(a)
#define IDirect3DSurface9_LockRect(p, a, b, c) (p)->LockRect(a, b, c)
#define IDirect3DSurface9_UnlockRect(p) (p)->UnlockRect()
#define IDirect3DSurface9_GetDC(p, a) (p)->GetDC(a)
#define IDirect3DSurface9_ReleaseDC(p, a) (p)->ReleaseDC(a)
#else
#define IDirect3DSurface9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DSurface9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DSurface9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DSurface9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DSurface9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DSurface9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DSurface9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DSurface9_SetPriority(p, a) (p)->lpVtbl->SetPriority(p, a)
#define IDirect3DSurface9_GetPriority(p) (p)->lpVtbl->GetPriority(p)
#define IDirect3DSurface9_PreLoad(p) (p)->lpVtbl->PreLoad(p)
#define IDirect3DSurface9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DSurface9_GetContainer(p, a, b) (p)->lpVtbl->GetContainer(p, a, b)
#define IDirect3DSurface9_GetDesc(p, a) (p)->lpVtbl->GetDesc(p, a)
#define IDirect3DSurface9_LockRect(p, a, b, c) (p)->lpVtbl->LockRect(p, a, b, c)
#define IDirect3DSurface9_UnlockRect(p) (p)->lpVtbl->UnlockRect(p)
#define IDirect3DSurface9_GetDC(p, a) (p)->lpVtbl->GetDC(p, a)
#define IDirect3DSurface9_ReleaseDC(p, a) (p)->lpVtbl->ReleaseDC(p, a)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DVolume9: one 3D level of a volume texture (not a resource)
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DVolume9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetPrivateData(REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPrivateData(REFGUID refguid, void *pData, DWORD *pSizeOfData) = 0;
    virtual HRESULT STDMETHODCALLTYPE FreePrivateData(REFGUID refguid) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetContainer(REFIID riid, void **ppContainer) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDesc(D3DVOLUME_DESC *pDesc) = 0;
    virtual HRESULT STDMETHODCALLTYPE LockBox(D3DLOCKED_BOX *pLockedVolume, const D3DBOX *pBox, DWORD Flags) = 0;
    virtual HRESULT STDMETHODCALLTYPE UnlockBox(void) = 0;
};

#else

typedef struct IDirect3DVolume9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DVolume9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DVolume9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DVolume9 *This);
    /* IDirect3DVolume9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DVolume9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *SetPrivateData)(IDirect3DVolume9 *This, REFGUID refguid, const void *pData, DWORD SizeOfData, DWORD Flags);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetPrivateData)(IDirect3DVolume9 *This, REFGUID refguid, void *pData, DWORD *pSizeOfData);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *FreePrivateData)(IDirect3DVolume9 *This, REFGUID refguid);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *GetContainer)(IDirect3DVolume9 *This, REFIID riid, void **ppContainer);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetDesc)(IDirect3DVolume9 *This, D3DVOLUME_DESC *pDesc);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *LockBox)(IDirect3DVolume9 *This, D3DLOCKED_BOX *pLockedVolume, const D3DBOX *pBox, DWORD Flags);
    /*  10 */ HRESULT (STDMETHODCALLTYPE *UnlockBox)(IDirect3DVolume9 *This);
} IDirect3DVolume9Vtbl;

struct IDirect3DVolume9 {
    const IDirect3DVolume9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DVolume9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DVolume9_AddRef(p) (p)->AddRef()
#define IDirect3DVolume9_Release(p) (p)->Release()
#define IDirect3DVolume9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DVolume9_SetPrivateData(p, a, b, c, d) (p)->SetPrivateData(a, b, c, d)
#define IDirect3DVolume9_GetPrivateData(p, a, b, c) (p)->GetPrivateData(a, b, c)
#define IDirect3DVolume9_FreePrivateData(p, a) (p)->FreePrivateData(a)
#define IDirect3DVolume9_GetContainer(p, a, b) (p)->GetContainer(a, b)
#define IDirect3DVolume9_GetDesc(p, a) (p)->GetDesc(a)
#define IDirect3DVolume9_LockBox(p, a, b, c) (p)->LockBox(a, b, c)
#define IDirect3DVolume9_UnlockBox(p) (p)->UnlockBox()
#else
#define IDirect3DVolume9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DVolume9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DVolume9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DVolume9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DVolume9_SetPrivateData(p, a, b, c, d) (p)->lpVtbl->SetPrivateData(p, a, b, c, d)
#define IDirect3DVolume9_GetPrivateData(p, a, b, c) (p)->lpVtbl->GetPrivateData(p, a, b, c)
#define IDirect3DVolume9_FreePrivateData(p, a) (p)->lpVtbl->FreePrivateData(p, a)
#define IDirect3DVolume9_GetContainer(p, a, b) (p)->lpVtbl->GetContainer(p, a, b)
#define IDirect3DVolume9_GetDesc(p, a) (p)->lpVtbl->GetDesc(p, a)
#define IDirect3DVolume9_LockBox(p, a, b, c) (p)->lpVtbl->LockBox(p, a, b, c)
#define IDirect3DVolume9_UnlockBox(p) (p)->lpVtbl->UnlockBox(p)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DQuery9: an asynchronous GPU query
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DQuery9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual D3DQUERYTYPE STDMETHODCALLTYPE GetType(void) = 0;
    virtual DWORD STDMETHODCALLTYPE GetDataSize(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE Issue(DWORD dwIssueFlags) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetData(void *pData, DWORD dwSize, DWORD dwGetDataFlags) = 0;
};

#else

typedef struct IDirect3DQuery9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DQuery9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DQuery9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DQuery9 *This);
    /* IDirect3DQuery9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DQuery9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ D3DQUERYTYPE (STDMETHODCALLTYPE *GetType)(IDirect3DQuery9 *This);
    /*   5 */ DWORD (STDMETHODCALLTYPE *GetDataSize)(IDirect3DQuery9 *This);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *Issue)(IDirect3DQuery9 *This, DWORD dwIssueFlags);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *GetData)(IDirect3DQuery9 *This, void *pData, DWORD dwSize, DWORD dwGetDataFlags);
} IDirect3DQuery9Vtbl;

struct IDirect3DQuery9 {
    const IDirect3DQuery9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DQuery9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DQuery9_AddRef(p) (p)->AddRef()
#define IDirect3DQuery9_Release(p) (p)->Release()
#define IDirect3DQuery9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DQuery9_GetType(p) (p)->GetType()
#define IDirect3DQuery9_GetDataSize(p) (p)->GetDataSize()
#define IDirect3DQuery9_Issue(p, a) (p)->Issue(a)
#define IDirect3DQuery9_GetData(p, a, b, c) (p)->GetData(a, b, c)
#else
#define IDirect3DQuery9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DQuery9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DQuery9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DQuery9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DQuery9_GetType(p) (p)->lpVtbl->GetType(p)
#define IDirect3DQuery9_GetDataSize(p) (p)->lpVtbl->GetDataSize(p)
#define IDirect3DQuery9_Issue(p, a) (p)->lpVtbl->Issue(p, a)
#define IDirect3DQuery9_GetData(p, a, b, c) (p)->lpVtbl->GetData(p, a, b, c)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DStateBlock9: a saved set of device states
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DStateBlock9 : public IUnknown {
    virtual HRESULT STDMETHODCALLTYPE GetDevice(IDirect3DDevice9 **ppDevice) = 0;
    virtual HRESULT STDMETHODCALLTYPE Capture(void) = 0;
    virtual HRESULT STDMETHODCALLTYPE Apply(void) = 0;
};

#else

typedef struct IDirect3DStateBlock9Vtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DStateBlock9 *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DStateBlock9 *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DStateBlock9 *This);
    /* IDirect3DStateBlock9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DStateBlock9 *This, IDirect3DDevice9 **ppDevice);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *Capture)(IDirect3DStateBlock9 *This);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *Apply)(IDirect3DStateBlock9 *This);
} IDirect3DStateBlock9Vtbl;

struct IDirect3DStateBlock9 {
    const IDirect3DStateBlock9Vtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DStateBlock9_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DStateBlock9_AddRef(p) (p)->AddRef()
#define IDirect3DStateBlock9_Release(p) (p)->Release()
#define IDirect3DStateBlock9_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DStateBlock9_Capture(p) (p)->Capture()
#define IDirect3DStateBlock9_Apply(p) (p)->Apply()
#else
#define IDirect3DStateBlock9_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DStateBlock9_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DStateBlock9_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DStateBlock9_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DStateBlock9_Capture(p) (p)->lpVtbl->Capture(p)
#define IDirect3DStateBlock9_Apply(p) (p)->lpVtbl->Apply(p)
#endif
#endif

/* ======================================================================
 * Flags and constants of the interfaces
 * ====================================================================== */

/* IDirect3D9 adapter ordinal of the primary display */
#define D3DADAPTER_DEFAULT 0

/* IDirect3D9::GetAdapterIdentifier flags */
#define D3DENUM_WHQL_LEVEL 0x00000002L
#define D3DENUM_NO_DRIVERVERSION 0x00000004L

/* IDirect3D9::CreateDevice BehaviorFlags */
#define D3DCREATE_FPU_PRESERVE 0x00000002L
#define D3DCREATE_MULTITHREADED 0x00000004L
#define D3DCREATE_PUREDEVICE 0x00000010L
#define D3DCREATE_SOFTWARE_VERTEXPROCESSING 0x00000020L
#define D3DCREATE_HARDWARE_VERTEXPROCESSING 0x00000040L
#define D3DCREATE_MIXED_VERTEXPROCESSING 0x00000080L
#define D3DCREATE_DISABLE_DRIVER_MANAGEMENT 0x00000100L
#define D3DCREATE_ADAPTERGROUP_DEVICE 0x00000200L
#define D3DCREATE_DISABLE_DRIVER_MANAGEMENT_EX 0x00000400L
#define D3DCREATE_NOWINDOWCHANGES 0x00000800L
#define D3DCREATE_DISABLE_PSGP_THREADING 0x00002000L
#define D3DCREATE_ENABLE_PRESENTSTATS 0x00004000L
#define D3DCREATE_DISABLE_PRINTSCREEN 0x00008000L
#define D3DCREATE_SCREENSAVER 0x10000000L

/* IDirect3DDevice9::SetGammaRamp flags */
#define D3DSGR_NO_CALIBRATION 0x00000000L
#define D3DSGR_CALIBRATE 0x00000001L

/* IDirect3DDevice9::SetCursorPosition flag */
#define D3DCURSOR_IMMEDIATE_UPDATE 0x00000001L

/* IDirect3DSwapChain9::Present flags */
#define D3DPRESENT_DONOTWAIT 0x00000001L
#define D3DPRESENT_LINEAR_CONTENT 0x00000002L
#define D3DPRESENT_DONOTFLIP 0x00000004L
#define D3DPRESENT_FLIPRESTART 0x00000008L
#define D3DPRESENT_VIDEO_RESTRICT_TO_MONITOR 0x00000010L
#define D3DPRESENT_UPDATEOVERLAYONLY 0x00000020L
#define D3DPRESENT_HIDEOVERLAY 0x00000040L
#define D3DPRESENT_UPDATECOLORKEY 0x00000080L
#define D3DPRESENT_FORCEIMMEDIATE 0x00000100L

/* IDirect3DResource9::SetPrivateData flag: the data is an IUnknown pointer
 * that the resource holds a reference to. */
#define D3DSPD_IUNKNOWN 0x00000001L

/* ======================================================================
 * Return codes
 * ====================================================================== */

#define _FACD3D 0x876
#define MAKE_D3DHRESULT(code) MAKE_HRESULT(1, _FACD3D, code)
#define MAKE_D3DSTATUS(code) MAKE_HRESULT(0, _FACD3D, code)

#define D3D_OK S_OK

#define D3DERR_WRONGTEXTUREFORMAT MAKE_D3DHRESULT(2072)
#define D3DERR_UNSUPPORTEDCOLOROPERATION MAKE_D3DHRESULT(2073)
#define D3DERR_UNSUPPORTEDCOLORARG MAKE_D3DHRESULT(2074)
#define D3DERR_UNSUPPORTEDALPHAOPERATION MAKE_D3DHRESULT(2075)
#define D3DERR_UNSUPPORTEDALPHAARG MAKE_D3DHRESULT(2076)
#define D3DERR_TOOMANYOPERATIONS MAKE_D3DHRESULT(2077)
#define D3DERR_CONFLICTINGTEXTUREFILTER MAKE_D3DHRESULT(2078)
#define D3DERR_UNSUPPORTEDFACTORVALUE MAKE_D3DHRESULT(2079)
#define D3DERR_CONFLICTINGRENDERSTATE MAKE_D3DHRESULT(2081)
#define D3DERR_UNSUPPORTEDTEXTUREFILTER MAKE_D3DHRESULT(2082)
#define D3DERR_CONFLICTINGTEXTUREPALETTE MAKE_D3DHRESULT(2086)
#define D3DERR_DRIVERINTERNALERROR MAKE_D3DHRESULT(2087)

#define D3DERR_NOTFOUND MAKE_D3DHRESULT(2150)
#define D3DERR_MOREDATA MAKE_D3DHRESULT(2151)
#define D3DERR_DEVICELOST MAKE_D3DHRESULT(2152)
#define D3DERR_DEVICENOTRESET MAKE_D3DHRESULT(2153)
#define D3DERR_NOTAVAILABLE MAKE_D3DHRESULT(2154)
#define D3DERR_OUTOFVIDEOMEMORY MAKE_D3DHRESULT(380)
#define D3DERR_INVALIDDEVICE MAKE_D3DHRESULT(2155)
#define D3DERR_INVALIDCALL MAKE_D3DHRESULT(2156)
#define D3DERR_DRIVERINVALIDCALL MAKE_D3DHRESULT(2157)
#define D3DERR_WASSTILLDRAWING MAKE_D3DHRESULT(540)
#define D3DOK_NOAUTOGEN MAKE_D3DSTATUS(2159)

/* Codes of Direct3D 9Ex, listed for completeness */
#define D3DERR_DEVICEREMOVED MAKE_D3DHRESULT(2160)
#define S_NOT_RESIDENT MAKE_D3DSTATUS(2165)
#define S_RESIDENT_IN_SHARED_MEMORY MAKE_D3DSTATUS(2166)
#define S_PRESENT_MODE_CHANGED MAKE_D3DSTATUS(2167)
#define S_PRESENT_OCCLUDED MAKE_D3DSTATUS(2168)
#define D3DERR_DEVICEHUNG MAKE_D3DHRESULT(2164)
#define D3DERR_UNSUPPORTEDOVERLAY MAKE_D3DHRESULT(2171)
#define D3DERR_UNSUPPORTEDOVERLAYFORMAT MAKE_D3DHRESULT(2172)
#define D3DERR_CANNOTPROTECTCONTENT MAKE_D3DHRESULT(2173)
#define D3DERR_UNSUPPORTEDCRYPTO MAKE_D3DHRESULT(2174)
#define D3DERR_PRESENT_STATISTICS_DISJOINT MAKE_D3DHRESULT(2180)

/* ======================================================================
 * Direct3D 9Ex
 *
 * Each Ex interface is its base interface's vtable followed by the Ex
 * methods, in the SDK's order.  (CheckResourceResidency's count is the
 * SDK's UINT32, written UINT: the same 32-bit unsigned type.)
 * ====================================================================== */

/* ----------------------------------------------------------------------
 * IDirect3D9Ex: the Direct3D 9Ex entry object (Direct3DCreate9Ex)
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3D9Ex : public IDirect3D9 {
    virtual UINT STDMETHODCALLTYPE GetAdapterModeCountEx(UINT Adapter, const D3DDISPLAYMODEFILTER *pFilter) = 0;
    virtual HRESULT STDMETHODCALLTYPE EnumAdapterModesEx(UINT Adapter, const D3DDISPLAYMODEFILTER *pFilter, UINT Mode, D3DDISPLAYMODEEX *pMode) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetAdapterDisplayModeEx(UINT Adapter, D3DDISPLAYMODEEX *pMode, D3DDISPLAYROTATION *pRotation) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateDeviceEx(UINT Adapter, D3DDEVTYPE DeviceType, HWND hFocusWindow, DWORD BehaviorFlags, D3DPRESENT_PARAMETERS *pPresentationParameters, D3DDISPLAYMODEEX *pFullscreenDisplayMode, IDirect3DDevice9Ex **ppReturnedDeviceInterface) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetAdapterLUID(UINT Adapter, LUID *pLUID) = 0;
};

#else

typedef struct IDirect3D9ExVtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3D9Ex *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3D9Ex *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3D9Ex *This);
    /* IDirect3D9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *RegisterSoftwareDevice)(IDirect3D9Ex *This, void *pInitializeFunction);
    /*   4 */ UINT (STDMETHODCALLTYPE *GetAdapterCount)(IDirect3D9Ex *This);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetAdapterIdentifier)(IDirect3D9Ex *This, UINT Adapter, DWORD Flags, D3DADAPTER_IDENTIFIER9 *pIdentifier);
    /*   6 */ UINT (STDMETHODCALLTYPE *GetAdapterModeCount)(IDirect3D9Ex *This, UINT Adapter, D3DFORMAT Format);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *EnumAdapterModes)(IDirect3D9Ex *This, UINT Adapter, D3DFORMAT Format, UINT Mode, D3DDISPLAYMODE *pMode);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetAdapterDisplayMode)(IDirect3D9Ex *This, UINT Adapter, D3DDISPLAYMODE *pMode);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceType)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DevType, D3DFORMAT AdapterFormat, D3DFORMAT BackBufferFormat, BOOL bWindowed);
    /*  10 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceFormat)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT AdapterFormat, DWORD Usage, D3DRESOURCETYPE RType, D3DFORMAT CheckFormat);
    /*  11 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceMultiSampleType)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT SurfaceFormat, BOOL Windowed, D3DMULTISAMPLE_TYPE MultiSampleType, DWORD *pQualityLevels);
    /*  12 */ HRESULT (STDMETHODCALLTYPE *CheckDepthStencilMatch)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT AdapterFormat, D3DFORMAT RenderTargetFormat, D3DFORMAT DepthStencilFormat);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceFormatConversion)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DFORMAT SourceFormat, D3DFORMAT TargetFormat);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *GetDeviceCaps)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, D3DCAPS9 *pCaps);
    /*  15 */ HMONITOR (STDMETHODCALLTYPE *GetAdapterMonitor)(IDirect3D9Ex *This, UINT Adapter);
    /*  16 */ HRESULT (STDMETHODCALLTYPE *CreateDevice)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, HWND hFocusWindow, DWORD BehaviorFlags, D3DPRESENT_PARAMETERS *pPresentationParameters, IDirect3DDevice9 **ppReturnedDeviceInterface);
    /* IDirect3D9Ex */
    /*  17 */ UINT (STDMETHODCALLTYPE *GetAdapterModeCountEx)(IDirect3D9Ex *This, UINT Adapter, const D3DDISPLAYMODEFILTER *pFilter);
    /*  18 */ HRESULT (STDMETHODCALLTYPE *EnumAdapterModesEx)(IDirect3D9Ex *This, UINT Adapter, const D3DDISPLAYMODEFILTER *pFilter, UINT Mode, D3DDISPLAYMODEEX *pMode);
    /*  19 */ HRESULT (STDMETHODCALLTYPE *GetAdapterDisplayModeEx)(IDirect3D9Ex *This, UINT Adapter, D3DDISPLAYMODEEX *pMode, D3DDISPLAYROTATION *pRotation);
    /*  20 */ HRESULT (STDMETHODCALLTYPE *CreateDeviceEx)(IDirect3D9Ex *This, UINT Adapter, D3DDEVTYPE DeviceType, HWND hFocusWindow, DWORD BehaviorFlags, D3DPRESENT_PARAMETERS *pPresentationParameters, D3DDISPLAYMODEEX *pFullscreenDisplayMode, IDirect3DDevice9Ex **ppReturnedDeviceInterface);
    /*  21 */ HRESULT (STDMETHODCALLTYPE *GetAdapterLUID)(IDirect3D9Ex *This, UINT Adapter, LUID *pLUID);
} IDirect3D9ExVtbl;

struct IDirect3D9Ex {
    const IDirect3D9ExVtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3D9Ex_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3D9Ex_AddRef(p) (p)->AddRef()
#define IDirect3D9Ex_Release(p) (p)->Release()
#define IDirect3D9Ex_RegisterSoftwareDevice(p, a) (p)->RegisterSoftwareDevice(a)
#define IDirect3D9Ex_GetAdapterCount(p) (p)->GetAdapterCount()
#define IDirect3D9Ex_GetAdapterIdentifier(p, a, b, c) (p)->GetAdapterIdentifier(a, b, c)
#define IDirect3D9Ex_GetAdapterModeCount(p, a, b) (p)->GetAdapterModeCount(a, b)
#define IDirect3D9Ex_EnumAdapterModes(p, a, b, c, d) (p)->EnumAdapterModes(a, b, c, d)
#define IDirect3D9Ex_GetAdapterDisplayMode(p, a, b) (p)->GetAdapterDisplayMode(a, b)
#define IDirect3D9Ex_CheckDeviceType(p, a, b, c, d, e) (p)->CheckDeviceType(a, b, c, d, e)
#define IDirect3D9Ex_CheckDeviceFormat(p, a, b, c, d, e, f) (p)->CheckDeviceFormat(a, b, c, d, e, f)
#define IDirect3D9Ex_CheckDeviceMultiSampleType(p, a, b, c, d, e, f) (p)->CheckDeviceMultiSampleType(a, b, c, d, e, f)
#define IDirect3D9Ex_CheckDepthStencilMatch(p, a, b, c, d, e) (p)->CheckDepthStencilMatch(a, b, c, d, e)
#define IDirect3D9Ex_CheckDeviceFormatConversion(p, a, b, c, d) (p)->CheckDeviceFormatConversion(a, b, c, d)
#define IDirect3D9Ex_GetDeviceCaps(p, a, b, c) (p)->GetDeviceCaps(a, b, c)
#define IDirect3D9Ex_GetAdapterMonitor(p, a) (p)->GetAdapterMonitor(a)
#define IDirect3D9Ex_CreateDevice(p, a, b, c, d, e, f) (p)->CreateDevice(a, b, c, d, e, f)
#define IDirect3D9Ex_GetAdapterModeCountEx(p, a, b) (p)->GetAdapterModeCountEx(a, b)
#define IDirect3D9Ex_EnumAdapterModesEx(p, a, b, c, d) (p)->EnumAdapterModesEx(a, b, c, d)
#define IDirect3D9Ex_GetAdapterDisplayModeEx(p, a, b, c) (p)->GetAdapterDisplayModeEx(a, b, c)
#define IDirect3D9Ex_CreateDeviceEx(p, a, b, c, d, e, f, g) (p)->CreateDeviceEx(a, b, c, d, e, f, g)
#define IDirect3D9Ex_GetAdapterLUID(p, a, b) (p)->GetAdapterLUID(a, b)
#else
#define IDirect3D9Ex_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3D9Ex_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3D9Ex_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3D9Ex_RegisterSoftwareDevice(p, a) (p)->lpVtbl->RegisterSoftwareDevice(p, a)
#define IDirect3D9Ex_GetAdapterCount(p) (p)->lpVtbl->GetAdapterCount(p)
#define IDirect3D9Ex_GetAdapterIdentifier(p, a, b, c) (p)->lpVtbl->GetAdapterIdentifier(p, a, b, c)
#define IDirect3D9Ex_GetAdapterModeCount(p, a, b) (p)->lpVtbl->GetAdapterModeCount(p, a, b)
#define IDirect3D9Ex_EnumAdapterModes(p, a, b, c, d) (p)->lpVtbl->EnumAdapterModes(p, a, b, c, d)
#define IDirect3D9Ex_GetAdapterDisplayMode(p, a, b) (p)->lpVtbl->GetAdapterDisplayMode(p, a, b)
#define IDirect3D9Ex_CheckDeviceType(p, a, b, c, d, e) (p)->lpVtbl->CheckDeviceType(p, a, b, c, d, e)
#define IDirect3D9Ex_CheckDeviceFormat(p, a, b, c, d, e, f) (p)->lpVtbl->CheckDeviceFormat(p, a, b, c, d, e, f)
#define IDirect3D9Ex_CheckDeviceMultiSampleType(p, a, b, c, d, e, f) (p)->lpVtbl->CheckDeviceMultiSampleType(p, a, b, c, d, e, f)
#define IDirect3D9Ex_CheckDepthStencilMatch(p, a, b, c, d, e) (p)->lpVtbl->CheckDepthStencilMatch(p, a, b, c, d, e)
#define IDirect3D9Ex_CheckDeviceFormatConversion(p, a, b, c, d) (p)->lpVtbl->CheckDeviceFormatConversion(p, a, b, c, d)
#define IDirect3D9Ex_GetDeviceCaps(p, a, b, c) (p)->lpVtbl->GetDeviceCaps(p, a, b, c)
#define IDirect3D9Ex_GetAdapterMonitor(p, a) (p)->lpVtbl->GetAdapterMonitor(p, a)
#define IDirect3D9Ex_CreateDevice(p, a, b, c, d, e, f) (p)->lpVtbl->CreateDevice(p, a, b, c, d, e, f)
#define IDirect3D9Ex_GetAdapterModeCountEx(p, a, b) (p)->lpVtbl->GetAdapterModeCountEx(p, a, b)
#define IDirect3D9Ex_EnumAdapterModesEx(p, a, b, c, d) (p)->lpVtbl->EnumAdapterModesEx(p, a, b, c, d)
#define IDirect3D9Ex_GetAdapterDisplayModeEx(p, a, b, c) (p)->lpVtbl->GetAdapterDisplayModeEx(p, a, b, c)
#define IDirect3D9Ex_CreateDeviceEx(p, a, b, c, d, e, f, g) (p)->lpVtbl->CreateDeviceEx(p, a, b, c, d, e, f, g)
#define IDirect3D9Ex_GetAdapterLUID(p, a, b) (p)->lpVtbl->GetAdapterLUID(p, a, b)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DDevice9Ex: a Direct3D 9Ex device (IDirect3D9Ex::CreateDeviceEx)
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DDevice9Ex : public IDirect3DDevice9 {
    virtual HRESULT STDMETHODCALLTYPE SetConvolutionMonoKernel(UINT width, UINT height, float *rows, float *columns) = 0;
    virtual HRESULT STDMETHODCALLTYPE ComposeRects(IDirect3DSurface9 *pSrc, IDirect3DSurface9 *pDst, IDirect3DVertexBuffer9 *pSrcRectDescs, UINT NumRects, IDirect3DVertexBuffer9 *pDstRectDescs, D3DCOMPOSERECTSOP Operation, int Xoffset, int Yoffset) = 0;
    virtual HRESULT STDMETHODCALLTYPE PresentEx(const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion, DWORD dwFlags) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetGPUThreadPriority(INT *pPriority) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetGPUThreadPriority(INT Priority) = 0;
    virtual HRESULT STDMETHODCALLTYPE WaitForVBlank(UINT iSwapChain) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckResourceResidency(IDirect3DResource9 **pResourceArray, UINT NumResources) = 0;
    virtual HRESULT STDMETHODCALLTYPE SetMaximumFrameLatency(UINT MaxLatency) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetMaximumFrameLatency(UINT *pMaxLatency) = 0;
    virtual HRESULT STDMETHODCALLTYPE CheckDeviceState(HWND hDestinationWindow) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateRenderTargetEx(UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Lockable, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle, DWORD Usage) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateOffscreenPlainSurfaceEx(UINT Width, UINT Height, D3DFORMAT Format, D3DPOOL Pool, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle, DWORD Usage) = 0;
    virtual HRESULT STDMETHODCALLTYPE CreateDepthStencilSurfaceEx(UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Discard, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle, DWORD Usage) = 0;
    virtual HRESULT STDMETHODCALLTYPE ResetEx(D3DPRESENT_PARAMETERS *pPresentationParameters, D3DDISPLAYMODEEX *pFullscreenDisplayMode) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDisplayModeEx(UINT iSwapChain, D3DDISPLAYMODEEX *pMode, D3DDISPLAYROTATION *pRotation) = 0;
};

#else

typedef struct IDirect3DDevice9ExVtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DDevice9Ex *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DDevice9Ex *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DDevice9Ex *This);
    /* IDirect3DDevice9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *TestCooperativeLevel)(IDirect3DDevice9Ex *This);
    /*   4 */ UINT (STDMETHODCALLTYPE *GetAvailableTextureMem)(IDirect3DDevice9Ex *This);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *EvictManagedResources)(IDirect3DDevice9Ex *This);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *GetDirect3D)(IDirect3DDevice9Ex *This, IDirect3D9 **ppD3D9);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *GetDeviceCaps)(IDirect3DDevice9Ex *This, D3DCAPS9 *pCaps);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetDisplayMode)(IDirect3DDevice9Ex *This, UINT iSwapChain, D3DDISPLAYMODE *pMode);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *GetCreationParameters)(IDirect3DDevice9Ex *This, D3DDEVICE_CREATION_PARAMETERS *pParameters);
    /*  10 */ HRESULT (STDMETHODCALLTYPE *SetCursorProperties)(IDirect3DDevice9Ex *This, UINT XHotSpot, UINT YHotSpot, IDirect3DSurface9 *pCursorBitmap);
    /*  11 */ void (STDMETHODCALLTYPE *SetCursorPosition)(IDirect3DDevice9Ex *This, int X, int Y, DWORD Flags);
    /*  12 */ BOOL (STDMETHODCALLTYPE *ShowCursor)(IDirect3DDevice9Ex *This, BOOL bShow);
    /*  13 */ HRESULT (STDMETHODCALLTYPE *CreateAdditionalSwapChain)(IDirect3DDevice9Ex *This, D3DPRESENT_PARAMETERS *pPresentationParameters, IDirect3DSwapChain9 **pSwapChain);
    /*  14 */ HRESULT (STDMETHODCALLTYPE *GetSwapChain)(IDirect3DDevice9Ex *This, UINT iSwapChain, IDirect3DSwapChain9 **pSwapChain);
    /*  15 */ UINT (STDMETHODCALLTYPE *GetNumberOfSwapChains)(IDirect3DDevice9Ex *This);
    /*  16 */ HRESULT (STDMETHODCALLTYPE *Reset)(IDirect3DDevice9Ex *This, D3DPRESENT_PARAMETERS *pPresentationParameters);
    /*  17 */ HRESULT (STDMETHODCALLTYPE *Present)(IDirect3DDevice9Ex *This, const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion);
    /*  18 */ HRESULT (STDMETHODCALLTYPE *GetBackBuffer)(IDirect3DDevice9Ex *This, UINT iSwapChain, UINT iBackBuffer, D3DBACKBUFFER_TYPE Type, IDirect3DSurface9 **ppBackBuffer);
    /*  19 */ HRESULT (STDMETHODCALLTYPE *GetRasterStatus)(IDirect3DDevice9Ex *This, UINT iSwapChain, D3DRASTER_STATUS *pRasterStatus);
    /*  20 */ HRESULT (STDMETHODCALLTYPE *SetDialogBoxMode)(IDirect3DDevice9Ex *This, BOOL bEnableDialogs);
    /*  21 */ void (STDMETHODCALLTYPE *SetGammaRamp)(IDirect3DDevice9Ex *This, UINT iSwapChain, DWORD Flags, const D3DGAMMARAMP *pRamp);
    /*  22 */ void (STDMETHODCALLTYPE *GetGammaRamp)(IDirect3DDevice9Ex *This, UINT iSwapChain, D3DGAMMARAMP *pRamp);
    /*  23 */ HRESULT (STDMETHODCALLTYPE *CreateTexture)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DTexture9 **ppTexture, HANDLE *pSharedHandle);
    /*  24 */ HRESULT (STDMETHODCALLTYPE *CreateVolumeTexture)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, UINT Depth, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DVolumeTexture9 **ppVolumeTexture, HANDLE *pSharedHandle);
    /*  25 */ HRESULT (STDMETHODCALLTYPE *CreateCubeTexture)(IDirect3DDevice9Ex *This, UINT EdgeLength, UINT Levels, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DCubeTexture9 **ppCubeTexture, HANDLE *pSharedHandle);
    /*  26 */ HRESULT (STDMETHODCALLTYPE *CreateVertexBuffer)(IDirect3DDevice9Ex *This, UINT Length, DWORD Usage, DWORD FVF, D3DPOOL Pool, IDirect3DVertexBuffer9 **ppVertexBuffer, HANDLE *pSharedHandle);
    /*  27 */ HRESULT (STDMETHODCALLTYPE *CreateIndexBuffer)(IDirect3DDevice9Ex *This, UINT Length, DWORD Usage, D3DFORMAT Format, D3DPOOL Pool, IDirect3DIndexBuffer9 **ppIndexBuffer, HANDLE *pSharedHandle);
    /*  28 */ HRESULT (STDMETHODCALLTYPE *CreateRenderTarget)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Lockable, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle);
    /*  29 */ HRESULT (STDMETHODCALLTYPE *CreateDepthStencilSurface)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Discard, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle);
    /*  30 */ HRESULT (STDMETHODCALLTYPE *UpdateSurface)(IDirect3DDevice9Ex *This, IDirect3DSurface9 *pSourceSurface, const RECT *pSourceRect, IDirect3DSurface9 *pDestinationSurface, const POINT *pDestPoint);
    /*  31 */ HRESULT (STDMETHODCALLTYPE *UpdateTexture)(IDirect3DDevice9Ex *This, IDirect3DBaseTexture9 *pSourceTexture, IDirect3DBaseTexture9 *pDestinationTexture);
    /*  32 */ HRESULT (STDMETHODCALLTYPE *GetRenderTargetData)(IDirect3DDevice9Ex *This, IDirect3DSurface9 *pRenderTarget, IDirect3DSurface9 *pDestSurface);
    /*  33 */ HRESULT (STDMETHODCALLTYPE *GetFrontBufferData)(IDirect3DDevice9Ex *This, UINT iSwapChain, IDirect3DSurface9 *pDestSurface);
    /*  34 */ HRESULT (STDMETHODCALLTYPE *StretchRect)(IDirect3DDevice9Ex *This, IDirect3DSurface9 *pSourceSurface, const RECT *pSourceRect, IDirect3DSurface9 *pDestSurface, const RECT *pDestRect, D3DTEXTUREFILTERTYPE Filter);
    /*  35 */ HRESULT (STDMETHODCALLTYPE *ColorFill)(IDirect3DDevice9Ex *This, IDirect3DSurface9 *pSurface, const RECT *pRect, D3DCOLOR color);
    /*  36 */ HRESULT (STDMETHODCALLTYPE *CreateOffscreenPlainSurface)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, D3DFORMAT Format, D3DPOOL Pool, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle);
    /*  37 */ HRESULT (STDMETHODCALLTYPE *SetRenderTarget)(IDirect3DDevice9Ex *This, DWORD RenderTargetIndex, IDirect3DSurface9 *pRenderTarget);
    /*  38 */ HRESULT (STDMETHODCALLTYPE *GetRenderTarget)(IDirect3DDevice9Ex *This, DWORD RenderTargetIndex, IDirect3DSurface9 **ppRenderTarget);
    /*  39 */ HRESULT (STDMETHODCALLTYPE *SetDepthStencilSurface)(IDirect3DDevice9Ex *This, IDirect3DSurface9 *pNewZStencil);
    /*  40 */ HRESULT (STDMETHODCALLTYPE *GetDepthStencilSurface)(IDirect3DDevice9Ex *This, IDirect3DSurface9 **ppZStencilSurface);
    /*  41 */ HRESULT (STDMETHODCALLTYPE *BeginScene)(IDirect3DDevice9Ex *This);
    /*  42 */ HRESULT (STDMETHODCALLTYPE *EndScene)(IDirect3DDevice9Ex *This);
    /*  43 */ HRESULT (STDMETHODCALLTYPE *Clear)(IDirect3DDevice9Ex *This, DWORD Count, const D3DRECT *pRects, DWORD Flags, D3DCOLOR Color, float Z, DWORD Stencil);
    /*  44 */ HRESULT (STDMETHODCALLTYPE *SetTransform)(IDirect3DDevice9Ex *This, D3DTRANSFORMSTATETYPE State, const D3DMATRIX *pMatrix);
    /*  45 */ HRESULT (STDMETHODCALLTYPE *GetTransform)(IDirect3DDevice9Ex *This, D3DTRANSFORMSTATETYPE State, D3DMATRIX *pMatrix);
    /*  46 */ HRESULT (STDMETHODCALLTYPE *MultiplyTransform)(IDirect3DDevice9Ex *This, D3DTRANSFORMSTATETYPE State, const D3DMATRIX *pMatrix);
    /*  47 */ HRESULT (STDMETHODCALLTYPE *SetViewport)(IDirect3DDevice9Ex *This, const D3DVIEWPORT9 *pViewport);
    /*  48 */ HRESULT (STDMETHODCALLTYPE *GetViewport)(IDirect3DDevice9Ex *This, D3DVIEWPORT9 *pViewport);
    /*  49 */ HRESULT (STDMETHODCALLTYPE *SetMaterial)(IDirect3DDevice9Ex *This, const D3DMATERIAL9 *pMaterial);
    /*  50 */ HRESULT (STDMETHODCALLTYPE *GetMaterial)(IDirect3DDevice9Ex *This, D3DMATERIAL9 *pMaterial);
    /*  51 */ HRESULT (STDMETHODCALLTYPE *SetLight)(IDirect3DDevice9Ex *This, DWORD Index, const D3DLIGHT9 *pLight);
    /*  52 */ HRESULT (STDMETHODCALLTYPE *GetLight)(IDirect3DDevice9Ex *This, DWORD Index, D3DLIGHT9 *pLight);
    /*  53 */ HRESULT (STDMETHODCALLTYPE *LightEnable)(IDirect3DDevice9Ex *This, DWORD Index, BOOL Enable);
    /*  54 */ HRESULT (STDMETHODCALLTYPE *GetLightEnable)(IDirect3DDevice9Ex *This, DWORD Index, BOOL *pEnable);
    /*  55 */ HRESULT (STDMETHODCALLTYPE *SetClipPlane)(IDirect3DDevice9Ex *This, DWORD Index, const float *pPlane);
    /*  56 */ HRESULT (STDMETHODCALLTYPE *GetClipPlane)(IDirect3DDevice9Ex *This, DWORD Index, float *pPlane);
    /*  57 */ HRESULT (STDMETHODCALLTYPE *SetRenderState)(IDirect3DDevice9Ex *This, D3DRENDERSTATETYPE State, DWORD Value);
    /*  58 */ HRESULT (STDMETHODCALLTYPE *GetRenderState)(IDirect3DDevice9Ex *This, D3DRENDERSTATETYPE State, DWORD *pValue);
    /*  59 */ HRESULT (STDMETHODCALLTYPE *CreateStateBlock)(IDirect3DDevice9Ex *This, D3DSTATEBLOCKTYPE Type, IDirect3DStateBlock9 **ppSB);
    /*  60 */ HRESULT (STDMETHODCALLTYPE *BeginStateBlock)(IDirect3DDevice9Ex *This);
    /*  61 */ HRESULT (STDMETHODCALLTYPE *EndStateBlock)(IDirect3DDevice9Ex *This, IDirect3DStateBlock9 **ppSB);
    /*  62 */ HRESULT (STDMETHODCALLTYPE *SetClipStatus)(IDirect3DDevice9Ex *This, const D3DCLIPSTATUS9 *pClipStatus);
    /*  63 */ HRESULT (STDMETHODCALLTYPE *GetClipStatus)(IDirect3DDevice9Ex *This, D3DCLIPSTATUS9 *pClipStatus);
    /*  64 */ HRESULT (STDMETHODCALLTYPE *GetTexture)(IDirect3DDevice9Ex *This, DWORD Stage, IDirect3DBaseTexture9 **ppTexture);
    /*  65 */ HRESULT (STDMETHODCALLTYPE *SetTexture)(IDirect3DDevice9Ex *This, DWORD Stage, IDirect3DBaseTexture9 *pTexture);
    /*  66 */ HRESULT (STDMETHODCALLTYPE *GetTextureStageState)(IDirect3DDevice9Ex *This, DWORD Stage, D3DTEXTURESTAGESTATETYPE Type, DWORD *pValue);
    /*  67 */ HRESULT (STDMETHODCALLTYPE *SetTextureStageState)(IDirect3DDevice9Ex *This, DWORD Stage, D3DTEXTURESTAGESTATETYPE Type, DWORD Value);
    /*  68 */ HRESULT (STDMETHODCALLTYPE *GetSamplerState)(IDirect3DDevice9Ex *This, DWORD Sampler, D3DSAMPLERSTATETYPE Type, DWORD *pValue);
    /*  69 */ HRESULT (STDMETHODCALLTYPE *SetSamplerState)(IDirect3DDevice9Ex *This, DWORD Sampler, D3DSAMPLERSTATETYPE Type, DWORD Value);
    /*  70 */ HRESULT (STDMETHODCALLTYPE *ValidateDevice)(IDirect3DDevice9Ex *This, DWORD *pNumPasses);
    /*  71 */ HRESULT (STDMETHODCALLTYPE *SetPaletteEntries)(IDirect3DDevice9Ex *This, UINT PaletteNumber, const PALETTEENTRY *pEntries);
    /*  72 */ HRESULT (STDMETHODCALLTYPE *GetPaletteEntries)(IDirect3DDevice9Ex *This, UINT PaletteNumber, PALETTEENTRY *pEntries);
    /*  73 */ HRESULT (STDMETHODCALLTYPE *SetCurrentTexturePalette)(IDirect3DDevice9Ex *This, UINT PaletteNumber);
    /*  74 */ HRESULT (STDMETHODCALLTYPE *GetCurrentTexturePalette)(IDirect3DDevice9Ex *This, UINT *PaletteNumber);
    /*  75 */ HRESULT (STDMETHODCALLTYPE *SetScissorRect)(IDirect3DDevice9Ex *This, const RECT *pRect);
    /*  76 */ HRESULT (STDMETHODCALLTYPE *GetScissorRect)(IDirect3DDevice9Ex *This, RECT *pRect);
    /*  77 */ HRESULT (STDMETHODCALLTYPE *SetSoftwareVertexProcessing)(IDirect3DDevice9Ex *This, BOOL bSoftware);
    /*  78 */ BOOL (STDMETHODCALLTYPE *GetSoftwareVertexProcessing)(IDirect3DDevice9Ex *This);
    /*  79 */ HRESULT (STDMETHODCALLTYPE *SetNPatchMode)(IDirect3DDevice9Ex *This, float nSegments);
    /*  80 */ float (STDMETHODCALLTYPE *GetNPatchMode)(IDirect3DDevice9Ex *This);
    /*  81 */ HRESULT (STDMETHODCALLTYPE *DrawPrimitive)(IDirect3DDevice9Ex *This, D3DPRIMITIVETYPE PrimitiveType, UINT StartVertex, UINT PrimitiveCount);
    /*  82 */ HRESULT (STDMETHODCALLTYPE *DrawIndexedPrimitive)(IDirect3DDevice9Ex *This, D3DPRIMITIVETYPE PrimitiveType, INT BaseVertexIndex, UINT MinVertexIndex, UINT NumVertices, UINT startIndex, UINT primCount);
    /*  83 */ HRESULT (STDMETHODCALLTYPE *DrawPrimitiveUP)(IDirect3DDevice9Ex *This, D3DPRIMITIVETYPE PrimitiveType, UINT PrimitiveCount, const void *pVertexStreamZeroData, UINT VertexStreamZeroStride);
    /*  84 */ HRESULT (STDMETHODCALLTYPE *DrawIndexedPrimitiveUP)(IDirect3DDevice9Ex *This, D3DPRIMITIVETYPE PrimitiveType, UINT MinVertexIndex, UINT NumVertices, UINT PrimitiveCount, const void *pIndexData, D3DFORMAT IndexDataFormat, const void *pVertexStreamZeroData, UINT VertexStreamZeroStride);
    /*  85 */ HRESULT (STDMETHODCALLTYPE *ProcessVertices)(IDirect3DDevice9Ex *This, UINT SrcStartIndex, UINT DestIndex, UINT VertexCount, IDirect3DVertexBuffer9 *pDestBuffer, IDirect3DVertexDeclaration9 *pVertexDecl, DWORD Flags);
    /*  86 */ HRESULT (STDMETHODCALLTYPE *CreateVertexDeclaration)(IDirect3DDevice9Ex *This, const D3DVERTEXELEMENT9 *pVertexElements, IDirect3DVertexDeclaration9 **ppDecl);
    /*  87 */ HRESULT (STDMETHODCALLTYPE *SetVertexDeclaration)(IDirect3DDevice9Ex *This, IDirect3DVertexDeclaration9 *pDecl);
    /*  88 */ HRESULT (STDMETHODCALLTYPE *GetVertexDeclaration)(IDirect3DDevice9Ex *This, IDirect3DVertexDeclaration9 **ppDecl);
    /*  89 */ HRESULT (STDMETHODCALLTYPE *SetFVF)(IDirect3DDevice9Ex *This, DWORD FVF);
    /*  90 */ HRESULT (STDMETHODCALLTYPE *GetFVF)(IDirect3DDevice9Ex *This, DWORD *pFVF);
    /*  91 */ HRESULT (STDMETHODCALLTYPE *CreateVertexShader)(IDirect3DDevice9Ex *This, const DWORD *pFunction, IDirect3DVertexShader9 **ppShader);
    /*  92 */ HRESULT (STDMETHODCALLTYPE *SetVertexShader)(IDirect3DDevice9Ex *This, IDirect3DVertexShader9 *pShader);
    /*  93 */ HRESULT (STDMETHODCALLTYPE *GetVertexShader)(IDirect3DDevice9Ex *This, IDirect3DVertexShader9 **ppShader);
    /*  94 */ HRESULT (STDMETHODCALLTYPE *SetVertexShaderConstantF)(IDirect3DDevice9Ex *This, UINT StartRegister, const float *pConstantData, UINT Vector4fCount);
    /*  95 */ HRESULT (STDMETHODCALLTYPE *GetVertexShaderConstantF)(IDirect3DDevice9Ex *This, UINT StartRegister, float *pConstantData, UINT Vector4fCount);
    /*  96 */ HRESULT (STDMETHODCALLTYPE *SetVertexShaderConstantI)(IDirect3DDevice9Ex *This, UINT StartRegister, const int *pConstantData, UINT Vector4iCount);
    /*  97 */ HRESULT (STDMETHODCALLTYPE *GetVertexShaderConstantI)(IDirect3DDevice9Ex *This, UINT StartRegister, int *pConstantData, UINT Vector4iCount);
    /*  98 */ HRESULT (STDMETHODCALLTYPE *SetVertexShaderConstantB)(IDirect3DDevice9Ex *This, UINT StartRegister, const BOOL *pConstantData, UINT BoolCount);
    /*  99 */ HRESULT (STDMETHODCALLTYPE *GetVertexShaderConstantB)(IDirect3DDevice9Ex *This, UINT StartRegister, BOOL *pConstantData, UINT BoolCount);
    /* 100 */ HRESULT (STDMETHODCALLTYPE *SetStreamSource)(IDirect3DDevice9Ex *This, UINT StreamNumber, IDirect3DVertexBuffer9 *pStreamData, UINT OffsetInBytes, UINT Stride);
    /* 101 */ HRESULT (STDMETHODCALLTYPE *GetStreamSource)(IDirect3DDevice9Ex *This, UINT StreamNumber, IDirect3DVertexBuffer9 **ppStreamData, UINT *pOffsetInBytes, UINT *pStride);
    /* 102 */ HRESULT (STDMETHODCALLTYPE *SetStreamSourceFreq)(IDirect3DDevice9Ex *This, UINT StreamNumber, UINT Setting);
    /* 103 */ HRESULT (STDMETHODCALLTYPE *GetStreamSourceFreq)(IDirect3DDevice9Ex *This, UINT StreamNumber, UINT *pSetting);
    /* 104 */ HRESULT (STDMETHODCALLTYPE *SetIndices)(IDirect3DDevice9Ex *This, IDirect3DIndexBuffer9 *pIndexData);
    /* 105 */ HRESULT (STDMETHODCALLTYPE *GetIndices)(IDirect3DDevice9Ex *This, IDirect3DIndexBuffer9 **ppIndexData);
    /* 106 */ HRESULT (STDMETHODCALLTYPE *CreatePixelShader)(IDirect3DDevice9Ex *This, const DWORD *pFunction, IDirect3DPixelShader9 **ppShader);
    /* 107 */ HRESULT (STDMETHODCALLTYPE *SetPixelShader)(IDirect3DDevice9Ex *This, IDirect3DPixelShader9 *pShader);
    /* 108 */ HRESULT (STDMETHODCALLTYPE *GetPixelShader)(IDirect3DDevice9Ex *This, IDirect3DPixelShader9 **ppShader);
    /* 109 */ HRESULT (STDMETHODCALLTYPE *SetPixelShaderConstantF)(IDirect3DDevice9Ex *This, UINT StartRegister, const float *pConstantData, UINT Vector4fCount);
    /* 110 */ HRESULT (STDMETHODCALLTYPE *GetPixelShaderConstantF)(IDirect3DDevice9Ex *This, UINT StartRegister, float *pConstantData, UINT Vector4fCount);
    /* 111 */ HRESULT (STDMETHODCALLTYPE *SetPixelShaderConstantI)(IDirect3DDevice9Ex *This, UINT StartRegister, const int *pConstantData, UINT Vector4iCount);
    /* 112 */ HRESULT (STDMETHODCALLTYPE *GetPixelShaderConstantI)(IDirect3DDevice9Ex *This, UINT StartRegister, int *pConstantData, UINT Vector4iCount);
    /* 113 */ HRESULT (STDMETHODCALLTYPE *SetPixelShaderConstantB)(IDirect3DDevice9Ex *This, UINT StartRegister, const BOOL *pConstantData, UINT BoolCount);
    /* 114 */ HRESULT (STDMETHODCALLTYPE *GetPixelShaderConstantB)(IDirect3DDevice9Ex *This, UINT StartRegister, BOOL *pConstantData, UINT BoolCount);
    /* 115 */ HRESULT (STDMETHODCALLTYPE *DrawRectPatch)(IDirect3DDevice9Ex *This, UINT Handle, const float *pNumSegs, const D3DRECTPATCH_INFO *pRectPatchInfo);
    /* 116 */ HRESULT (STDMETHODCALLTYPE *DrawTriPatch)(IDirect3DDevice9Ex *This, UINT Handle, const float *pNumSegs, const D3DTRIPATCH_INFO *pTriPatchInfo);
    /* 117 */ HRESULT (STDMETHODCALLTYPE *DeletePatch)(IDirect3DDevice9Ex *This, UINT Handle);
    /* 118 */ HRESULT (STDMETHODCALLTYPE *CreateQuery)(IDirect3DDevice9Ex *This, D3DQUERYTYPE Type, IDirect3DQuery9 **ppQuery);
    /* IDirect3DDevice9Ex */
    /* 119 */ HRESULT (STDMETHODCALLTYPE *SetConvolutionMonoKernel)(IDirect3DDevice9Ex *This, UINT width, UINT height, float *rows, float *columns);
    /* 120 */ HRESULT (STDMETHODCALLTYPE *ComposeRects)(IDirect3DDevice9Ex *This, IDirect3DSurface9 *pSrc, IDirect3DSurface9 *pDst, IDirect3DVertexBuffer9 *pSrcRectDescs, UINT NumRects, IDirect3DVertexBuffer9 *pDstRectDescs, D3DCOMPOSERECTSOP Operation, int Xoffset, int Yoffset);
    /* 121 */ HRESULT (STDMETHODCALLTYPE *PresentEx)(IDirect3DDevice9Ex *This, const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion, DWORD dwFlags);
    /* 122 */ HRESULT (STDMETHODCALLTYPE *GetGPUThreadPriority)(IDirect3DDevice9Ex *This, INT *pPriority);
    /* 123 */ HRESULT (STDMETHODCALLTYPE *SetGPUThreadPriority)(IDirect3DDevice9Ex *This, INT Priority);
    /* 124 */ HRESULT (STDMETHODCALLTYPE *WaitForVBlank)(IDirect3DDevice9Ex *This, UINT iSwapChain);
    /* 125 */ HRESULT (STDMETHODCALLTYPE *CheckResourceResidency)(IDirect3DDevice9Ex *This, IDirect3DResource9 **pResourceArray, UINT NumResources);
    /* 126 */ HRESULT (STDMETHODCALLTYPE *SetMaximumFrameLatency)(IDirect3DDevice9Ex *This, UINT MaxLatency);
    /* 127 */ HRESULT (STDMETHODCALLTYPE *GetMaximumFrameLatency)(IDirect3DDevice9Ex *This, UINT *pMaxLatency);
    /* 128 */ HRESULT (STDMETHODCALLTYPE *CheckDeviceState)(IDirect3DDevice9Ex *This, HWND hDestinationWindow);
    /* 129 */ HRESULT (STDMETHODCALLTYPE *CreateRenderTargetEx)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Lockable, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle, DWORD Usage);
    /* 130 */ HRESULT (STDMETHODCALLTYPE *CreateOffscreenPlainSurfaceEx)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, D3DFORMAT Format, D3DPOOL Pool, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle, DWORD Usage);
    /* 131 */ HRESULT (STDMETHODCALLTYPE *CreateDepthStencilSurfaceEx)(IDirect3DDevice9Ex *This, UINT Width, UINT Height, D3DFORMAT Format, D3DMULTISAMPLE_TYPE MultiSample, DWORD MultisampleQuality, BOOL Discard, IDirect3DSurface9 **ppSurface, HANDLE *pSharedHandle, DWORD Usage);
    /* 132 */ HRESULT (STDMETHODCALLTYPE *ResetEx)(IDirect3DDevice9Ex *This, D3DPRESENT_PARAMETERS *pPresentationParameters, D3DDISPLAYMODEEX *pFullscreenDisplayMode);
    /* 133 */ HRESULT (STDMETHODCALLTYPE *GetDisplayModeEx)(IDirect3DDevice9Ex *This, UINT iSwapChain, D3DDISPLAYMODEEX *pMode, D3DDISPLAYROTATION *pRotation);
} IDirect3DDevice9ExVtbl;

struct IDirect3DDevice9Ex {
    const IDirect3DDevice9ExVtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DDevice9Ex_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DDevice9Ex_AddRef(p) (p)->AddRef()
#define IDirect3DDevice9Ex_Release(p) (p)->Release()
#define IDirect3DDevice9Ex_TestCooperativeLevel(p) (p)->TestCooperativeLevel()
#define IDirect3DDevice9Ex_GetAvailableTextureMem(p) (p)->GetAvailableTextureMem()
#define IDirect3DDevice9Ex_EvictManagedResources(p) (p)->EvictManagedResources()
#define IDirect3DDevice9Ex_GetDirect3D(p, a) (p)->GetDirect3D(a)
#define IDirect3DDevice9Ex_GetDeviceCaps(p, a) (p)->GetDeviceCaps(a)
#define IDirect3DDevice9Ex_GetDisplayMode(p, a, b) (p)->GetDisplayMode(a, b)
#define IDirect3DDevice9Ex_GetCreationParameters(p, a) (p)->GetCreationParameters(a)
#define IDirect3DDevice9Ex_SetCursorProperties(p, a, b, c) (p)->SetCursorProperties(a, b, c)
#define IDirect3DDevice9Ex_SetCursorPosition(p, a, b, c) (p)->SetCursorPosition(a, b, c)
#define IDirect3DDevice9Ex_ShowCursor(p, a) (p)->ShowCursor(a)
#define IDirect3DDevice9Ex_CreateAdditionalSwapChain(p, a, b) (p)->CreateAdditionalSwapChain(a, b)
#define IDirect3DDevice9Ex_GetSwapChain(p, a, b) (p)->GetSwapChain(a, b)
#define IDirect3DDevice9Ex_GetNumberOfSwapChains(p) (p)->GetNumberOfSwapChains()
#define IDirect3DDevice9Ex_Reset(p, a) (p)->Reset(a)
#define IDirect3DDevice9Ex_Present(p, a, b, c, d) (p)->Present(a, b, c, d)
#define IDirect3DDevice9Ex_GetBackBuffer(p, a, b, c, d) (p)->GetBackBuffer(a, b, c, d)
#define IDirect3DDevice9Ex_GetRasterStatus(p, a, b) (p)->GetRasterStatus(a, b)
#define IDirect3DDevice9Ex_SetDialogBoxMode(p, a) (p)->SetDialogBoxMode(a)
#define IDirect3DDevice9Ex_SetGammaRamp(p, a, b, c) (p)->SetGammaRamp(a, b, c)
#define IDirect3DDevice9Ex_GetGammaRamp(p, a, b) (p)->GetGammaRamp(a, b)
#define IDirect3DDevice9Ex_CreateTexture(p, a, b, c, d, e, f, g, h) (p)->CreateTexture(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_CreateVolumeTexture(p, a, b, c, d, e, f, g, h, i) (p)->CreateVolumeTexture(a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9Ex_CreateCubeTexture(p, a, b, c, d, e, f, g) (p)->CreateCubeTexture(a, b, c, d, e, f, g)
#define IDirect3DDevice9Ex_CreateVertexBuffer(p, a, b, c, d, e, f) (p)->CreateVertexBuffer(a, b, c, d, e, f)
#define IDirect3DDevice9Ex_CreateIndexBuffer(p, a, b, c, d, e, f) (p)->CreateIndexBuffer(a, b, c, d, e, f)
#define IDirect3DDevice9Ex_CreateRenderTarget(p, a, b, c, d, e, f, g, h) (p)->CreateRenderTarget(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_CreateDepthStencilSurface(p, a, b, c, d, e, f, g, h) (p)->CreateDepthStencilSurface(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_UpdateSurface(p, a, b, c, d) (p)->UpdateSurface(a, b, c, d)
#define IDirect3DDevice9Ex_UpdateTexture(p, a, b) (p)->UpdateTexture(a, b)
#define IDirect3DDevice9Ex_GetRenderTargetData(p, a, b) (p)->GetRenderTargetData(a, b)
#define IDirect3DDevice9Ex_GetFrontBufferData(p, a, b) (p)->GetFrontBufferData(a, b)
#define IDirect3DDevice9Ex_StretchRect(p, a, b, c, d, e) (p)->StretchRect(a, b, c, d, e)
#define IDirect3DDevice9Ex_ColorFill(p, a, b, c) (p)->ColorFill(a, b, c)
#define IDirect3DDevice9Ex_CreateOffscreenPlainSurface(p, a, b, c, d, e, f) (p)->CreateOffscreenPlainSurface(a, b, c, d, e, f)
#define IDirect3DDevice9Ex_SetRenderTarget(p, a, b) (p)->SetRenderTarget(a, b)
#define IDirect3DDevice9Ex_GetRenderTarget(p, a, b) (p)->GetRenderTarget(a, b)
#define IDirect3DDevice9Ex_SetDepthStencilSurface(p, a) (p)->SetDepthStencilSurface(a)
#define IDirect3DDevice9Ex_GetDepthStencilSurface(p, a) (p)->GetDepthStencilSurface(a)
#define IDirect3DDevice9Ex_BeginScene(p) (p)->BeginScene()
#define IDirect3DDevice9Ex_EndScene(p) (p)->EndScene()
#define IDirect3DDevice9Ex_Clear(p, a, b, c, d, e, f) (p)->Clear(a, b, c, d, e, f)
#define IDirect3DDevice9Ex_SetTransform(p, a, b) (p)->SetTransform(a, b)
#define IDirect3DDevice9Ex_GetTransform(p, a, b) (p)->GetTransform(a, b)
#define IDirect3DDevice9Ex_MultiplyTransform(p, a, b) (p)->MultiplyTransform(a, b)
#define IDirect3DDevice9Ex_SetViewport(p, a) (p)->SetViewport(a)
#define IDirect3DDevice9Ex_GetViewport(p, a) (p)->GetViewport(a)
#define IDirect3DDevice9Ex_SetMaterial(p, a) (p)->SetMaterial(a)
#define IDirect3DDevice9Ex_GetMaterial(p, a) (p)->GetMaterial(a)
#define IDirect3DDevice9Ex_SetLight(p, a, b) (p)->SetLight(a, b)
#define IDirect3DDevice9Ex_GetLight(p, a, b) (p)->GetLight(a, b)
#define IDirect3DDevice9Ex_LightEnable(p, a, b) (p)->LightEnable(a, b)
#define IDirect3DDevice9Ex_GetLightEnable(p, a, b) (p)->GetLightEnable(a, b)
#define IDirect3DDevice9Ex_SetClipPlane(p, a, b) (p)->SetClipPlane(a, b)
#define IDirect3DDevice9Ex_GetClipPlane(p, a, b) (p)->GetClipPlane(a, b)
#define IDirect3DDevice9Ex_SetRenderState(p, a, b) (p)->SetRenderState(a, b)
#define IDirect3DDevice9Ex_GetRenderState(p, a, b) (p)->GetRenderState(a, b)
#define IDirect3DDevice9Ex_CreateStateBlock(p, a, b) (p)->CreateStateBlock(a, b)
#define IDirect3DDevice9Ex_BeginStateBlock(p) (p)->BeginStateBlock()
#define IDirect3DDevice9Ex_EndStateBlock(p, a) (p)->EndStateBlock(a)
#define IDirect3DDevice9Ex_SetClipStatus(p, a) (p)->SetClipStatus(a)
#define IDirect3DDevice9Ex_GetClipStatus(p, a) (p)->GetClipStatus(a)
#define IDirect3DDevice9Ex_GetTexture(p, a, b) (p)->GetTexture(a, b)
#define IDirect3DDevice9Ex_SetTexture(p, a, b) (p)->SetTexture(a, b)
#define IDirect3DDevice9Ex_GetTextureStageState(p, a, b, c) (p)->GetTextureStageState(a, b, c)
#define IDirect3DDevice9Ex_SetTextureStageState(p, a, b, c) (p)->SetTextureStageState(a, b, c)
#define IDirect3DDevice9Ex_GetSamplerState(p, a, b, c) (p)->GetSamplerState(a, b, c)
#define IDirect3DDevice9Ex_SetSamplerState(p, a, b, c) (p)->SetSamplerState(a, b, c)
#define IDirect3DDevice9Ex_ValidateDevice(p, a) (p)->ValidateDevice(a)
#define IDirect3DDevice9Ex_SetPaletteEntries(p, a, b) (p)->SetPaletteEntries(a, b)
#define IDirect3DDevice9Ex_GetPaletteEntries(p, a, b) (p)->GetPaletteEntries(a, b)
#define IDirect3DDevice9Ex_SetCurrentTexturePalette(p, a) (p)->SetCurrentTexturePalette(a)
#define IDirect3DDevice9Ex_GetCurrentTexturePalette(p, a) (p)->GetCurrentTexturePalette(a)
#define IDirect3DDevice9Ex_SetScissorRect(p, a) (p)->SetScissorRect(a)
#define IDirect3DDevice9Ex_GetScissorRect(p, a) (p)->GetScissorRect(a)
#define IDirect3DDevice9Ex_SetSoftwareVertexProcessing(p, a) (p)->SetSoftwareVertexProcessing(a)
#define IDirect3DDevice9Ex_GetSoftwareVertexProcessing(p) (p)->GetSoftwareVertexProcessing()
#define IDirect3DDevice9Ex_SetNPatchMode(p, a) (p)->SetNPatchMode(a)
#define IDirect3DDevice9Ex_GetNPatchMode(p) (p)->GetNPatchMode()
#define IDirect3DDevice9Ex_DrawPrimitive(p, a, b, c) (p)->DrawPrimitive(a, b, c)
#define IDirect3DDevice9Ex_DrawIndexedPrimitive(p, a, b, c, d, e, f) (p)->DrawIndexedPrimitive(a, b, c, d, e, f)
#define IDirect3DDevice9Ex_DrawPrimitiveUP(p, a, b, c, d) (p)->DrawPrimitiveUP(a, b, c, d)
#define IDirect3DDevice9Ex_DrawIndexedPrimitiveUP(p, a, b, c, d, e, f, g, h) (p)->DrawIndexedPrimitiveUP(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_ProcessVertices(p, a, b, c, d, e, f) (p)->ProcessVertices(a, b, c, d, e, f)
#define IDirect3DDevice9Ex_CreateVertexDeclaration(p, a, b) (p)->CreateVertexDeclaration(a, b)
#define IDirect3DDevice9Ex_SetVertexDeclaration(p, a) (p)->SetVertexDeclaration(a)
#define IDirect3DDevice9Ex_GetVertexDeclaration(p, a) (p)->GetVertexDeclaration(a)
#define IDirect3DDevice9Ex_SetFVF(p, a) (p)->SetFVF(a)
#define IDirect3DDevice9Ex_GetFVF(p, a) (p)->GetFVF(a)
#define IDirect3DDevice9Ex_CreateVertexShader(p, a, b) (p)->CreateVertexShader(a, b)
#define IDirect3DDevice9Ex_SetVertexShader(p, a) (p)->SetVertexShader(a)
#define IDirect3DDevice9Ex_GetVertexShader(p, a) (p)->GetVertexShader(a)
#define IDirect3DDevice9Ex_SetVertexShaderConstantF(p, a, b, c) (p)->SetVertexShaderConstantF(a, b, c)
#define IDirect3DDevice9Ex_GetVertexShaderConstantF(p, a, b, c) (p)->GetVertexShaderConstantF(a, b, c)
#define IDirect3DDevice9Ex_SetVertexShaderConstantI(p, a, b, c) (p)->SetVertexShaderConstantI(a, b, c)
#define IDirect3DDevice9Ex_GetVertexShaderConstantI(p, a, b, c) (p)->GetVertexShaderConstantI(a, b, c)
#define IDirect3DDevice9Ex_SetVertexShaderConstantB(p, a, b, c) (p)->SetVertexShaderConstantB(a, b, c)
#define IDirect3DDevice9Ex_GetVertexShaderConstantB(p, a, b, c) (p)->GetVertexShaderConstantB(a, b, c)
#define IDirect3DDevice9Ex_SetStreamSource(p, a, b, c, d) (p)->SetStreamSource(a, b, c, d)
#define IDirect3DDevice9Ex_GetStreamSource(p, a, b, c, d) (p)->GetStreamSource(a, b, c, d)
#define IDirect3DDevice9Ex_SetStreamSourceFreq(p, a, b) (p)->SetStreamSourceFreq(a, b)
#define IDirect3DDevice9Ex_GetStreamSourceFreq(p, a, b) (p)->GetStreamSourceFreq(a, b)
#define IDirect3DDevice9Ex_SetIndices(p, a) (p)->SetIndices(a)
#define IDirect3DDevice9Ex_GetIndices(p, a) (p)->GetIndices(a)
#define IDirect3DDevice9Ex_CreatePixelShader(p, a, b) (p)->CreatePixelShader(a, b)
#define IDirect3DDevice9Ex_SetPixelShader(p, a) (p)->SetPixelShader(a)
#define IDirect3DDevice9Ex_GetPixelShader(p, a) (p)->GetPixelShader(a)
#define IDirect3DDevice9Ex_SetPixelShaderConstantF(p, a, b, c) (p)->SetPixelShaderConstantF(a, b, c)
#define IDirect3DDevice9Ex_GetPixelShaderConstantF(p, a, b, c) (p)->GetPixelShaderConstantF(a, b, c)
#define IDirect3DDevice9Ex_SetPixelShaderConstantI(p, a, b, c) (p)->SetPixelShaderConstantI(a, b, c)
#define IDirect3DDevice9Ex_GetPixelShaderConstantI(p, a, b, c) (p)->GetPixelShaderConstantI(a, b, c)
#define IDirect3DDevice9Ex_SetPixelShaderConstantB(p, a, b, c) (p)->SetPixelShaderConstantB(a, b, c)
#define IDirect3DDevice9Ex_GetPixelShaderConstantB(p, a, b, c) (p)->GetPixelShaderConstantB(a, b, c)
#define IDirect3DDevice9Ex_DrawRectPatch(p, a, b, c) (p)->DrawRectPatch(a, b, c)
#define IDirect3DDevice9Ex_DrawTriPatch(p, a, b, c) (p)->DrawTriPatch(a, b, c)
#define IDirect3DDevice9Ex_DeletePatch(p, a) (p)->DeletePatch(a)
#define IDirect3DDevice9Ex_CreateQuery(p, a, b) (p)->CreateQuery(a, b)
#define IDirect3DDevice9Ex_SetConvolutionMonoKernel(p, a, b, c, d) (p)->SetConvolutionMonoKernel(a, b, c, d)
#define IDirect3DDevice9Ex_ComposeRects(p, a, b, c, d, e, f, g, h) (p)->ComposeRects(a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_PresentEx(p, a, b, c, d, e) (p)->PresentEx(a, b, c, d, e)
#define IDirect3DDevice9Ex_GetGPUThreadPriority(p, a) (p)->GetGPUThreadPriority(a)
#define IDirect3DDevice9Ex_SetGPUThreadPriority(p, a) (p)->SetGPUThreadPriority(a)
#define IDirect3DDevice9Ex_WaitForVBlank(p, a) (p)->WaitForVBlank(a)
#define IDirect3DDevice9Ex_CheckResourceResidency(p, a, b) (p)->CheckResourceResidency(a, b)
#define IDirect3DDevice9Ex_SetMaximumFrameLatency(p, a) (p)->SetMaximumFrameLatency(a)
#define IDirect3DDevice9Ex_GetMaximumFrameLatency(p, a) (p)->GetMaximumFrameLatency(a)
#define IDirect3DDevice9Ex_CheckDeviceState(p, a) (p)->CheckDeviceState(a)
#define IDirect3DDevice9Ex_CreateRenderTargetEx(p, a, b, c, d, e, f, g, h, i) (p)->CreateRenderTargetEx(a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9Ex_CreateOffscreenPlainSurfaceEx(p, a, b, c, d, e, f, g) (p)->CreateOffscreenPlainSurfaceEx(a, b, c, d, e, f, g)
#define IDirect3DDevice9Ex_CreateDepthStencilSurfaceEx(p, a, b, c, d, e, f, g, h, i) (p)->CreateDepthStencilSurfaceEx(a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9Ex_ResetEx(p, a, b) (p)->ResetEx(a, b)
#define IDirect3DDevice9Ex_GetDisplayModeEx(p, a, b, c) (p)->GetDisplayModeEx(a, b, c)
#else
#define IDirect3DDevice9Ex_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DDevice9Ex_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DDevice9Ex_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DDevice9Ex_TestCooperativeLevel(p) (p)->lpVtbl->TestCooperativeLevel(p)
#define IDirect3DDevice9Ex_GetAvailableTextureMem(p) (p)->lpVtbl->GetAvailableTextureMem(p)
#define IDirect3DDevice9Ex_EvictManagedResources(p) (p)->lpVtbl->EvictManagedResources(p)
#define IDirect3DDevice9Ex_GetDirect3D(p, a) (p)->lpVtbl->GetDirect3D(p, a)
#define IDirect3DDevice9Ex_GetDeviceCaps(p, a) (p)->lpVtbl->GetDeviceCaps(p, a)
#define IDirect3DDevice9Ex_GetDisplayMode(p, a, b) (p)->lpVtbl->GetDisplayMode(p, a, b)
#define IDirect3DDevice9Ex_GetCreationParameters(p, a) (p)->lpVtbl->GetCreationParameters(p, a)
#define IDirect3DDevice9Ex_SetCursorProperties(p, a, b, c) (p)->lpVtbl->SetCursorProperties(p, a, b, c)
#define IDirect3DDevice9Ex_SetCursorPosition(p, a, b, c) (p)->lpVtbl->SetCursorPosition(p, a, b, c)
#define IDirect3DDevice9Ex_ShowCursor(p, a) (p)->lpVtbl->ShowCursor(p, a)
#define IDirect3DDevice9Ex_CreateAdditionalSwapChain(p, a, b) (p)->lpVtbl->CreateAdditionalSwapChain(p, a, b)
#define IDirect3DDevice9Ex_GetSwapChain(p, a, b) (p)->lpVtbl->GetSwapChain(p, a, b)
#define IDirect3DDevice9Ex_GetNumberOfSwapChains(p) (p)->lpVtbl->GetNumberOfSwapChains(p)
#define IDirect3DDevice9Ex_Reset(p, a) (p)->lpVtbl->Reset(p, a)
#define IDirect3DDevice9Ex_Present(p, a, b, c, d) (p)->lpVtbl->Present(p, a, b, c, d)
#define IDirect3DDevice9Ex_GetBackBuffer(p, a, b, c, d) (p)->lpVtbl->GetBackBuffer(p, a, b, c, d)
#define IDirect3DDevice9Ex_GetRasterStatus(p, a, b) (p)->lpVtbl->GetRasterStatus(p, a, b)
#define IDirect3DDevice9Ex_SetDialogBoxMode(p, a) (p)->lpVtbl->SetDialogBoxMode(p, a)
#define IDirect3DDevice9Ex_SetGammaRamp(p, a, b, c) (p)->lpVtbl->SetGammaRamp(p, a, b, c)
#define IDirect3DDevice9Ex_GetGammaRamp(p, a, b) (p)->lpVtbl->GetGammaRamp(p, a, b)
#define IDirect3DDevice9Ex_CreateTexture(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->CreateTexture(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_CreateVolumeTexture(p, a, b, c, d, e, f, g, h, i) (p)->lpVtbl->CreateVolumeTexture(p, a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9Ex_CreateCubeTexture(p, a, b, c, d, e, f, g) (p)->lpVtbl->CreateCubeTexture(p, a, b, c, d, e, f, g)
#define IDirect3DDevice9Ex_CreateVertexBuffer(p, a, b, c, d, e, f) (p)->lpVtbl->CreateVertexBuffer(p, a, b, c, d, e, f)
#define IDirect3DDevice9Ex_CreateIndexBuffer(p, a, b, c, d, e, f) (p)->lpVtbl->CreateIndexBuffer(p, a, b, c, d, e, f)
#define IDirect3DDevice9Ex_CreateRenderTarget(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->CreateRenderTarget(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_CreateDepthStencilSurface(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->CreateDepthStencilSurface(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_UpdateSurface(p, a, b, c, d) (p)->lpVtbl->UpdateSurface(p, a, b, c, d)
#define IDirect3DDevice9Ex_UpdateTexture(p, a, b) (p)->lpVtbl->UpdateTexture(p, a, b)
#define IDirect3DDevice9Ex_GetRenderTargetData(p, a, b) (p)->lpVtbl->GetRenderTargetData(p, a, b)
#define IDirect3DDevice9Ex_GetFrontBufferData(p, a, b) (p)->lpVtbl->GetFrontBufferData(p, a, b)
#define IDirect3DDevice9Ex_StretchRect(p, a, b, c, d, e) (p)->lpVtbl->StretchRect(p, a, b, c, d, e)
#define IDirect3DDevice9Ex_ColorFill(p, a, b, c) (p)->lpVtbl->ColorFill(p, a, b, c)
#define IDirect3DDevice9Ex_CreateOffscreenPlainSurface(p, a, b, c, d, e, f) (p)->lpVtbl->CreateOffscreenPlainSurface(p, a, b, c, d, e, f)
#define IDirect3DDevice9Ex_SetRenderTarget(p, a, b) (p)->lpVtbl->SetRenderTarget(p, a, b)
#define IDirect3DDevice9Ex_GetRenderTarget(p, a, b) (p)->lpVtbl->GetRenderTarget(p, a, b)
#define IDirect3DDevice9Ex_SetDepthStencilSurface(p, a) (p)->lpVtbl->SetDepthStencilSurface(p, a)
#define IDirect3DDevice9Ex_GetDepthStencilSurface(p, a) (p)->lpVtbl->GetDepthStencilSurface(p, a)
#define IDirect3DDevice9Ex_BeginScene(p) (p)->lpVtbl->BeginScene(p)
#define IDirect3DDevice9Ex_EndScene(p) (p)->lpVtbl->EndScene(p)
#define IDirect3DDevice9Ex_Clear(p, a, b, c, d, e, f) (p)->lpVtbl->Clear(p, a, b, c, d, e, f)
#define IDirect3DDevice9Ex_SetTransform(p, a, b) (p)->lpVtbl->SetTransform(p, a, b)
#define IDirect3DDevice9Ex_GetTransform(p, a, b) (p)->lpVtbl->GetTransform(p, a, b)
#define IDirect3DDevice9Ex_MultiplyTransform(p, a, b) (p)->lpVtbl->MultiplyTransform(p, a, b)
#define IDirect3DDevice9Ex_SetViewport(p, a) (p)->lpVtbl->SetViewport(p, a)
#define IDirect3DDevice9Ex_GetViewport(p, a) (p)->lpVtbl->GetViewport(p, a)
#define IDirect3DDevice9Ex_SetMaterial(p, a) (p)->lpVtbl->SetMaterial(p, a)
#define IDirect3DDevice9Ex_GetMaterial(p, a) (p)->lpVtbl->GetMaterial(p, a)
#define IDirect3DDevice9Ex_SetLight(p, a, b) (p)->lpVtbl->SetLight(p, a, b)
#define IDirect3DDevice9Ex_GetLight(p, a, b) (p)->lpVtbl->GetLight(p, a, b)
#define IDirect3DDevice9Ex_LightEnable(p, a, b) (p)->lpVtbl->LightEnable(p, a, b)
#define IDirect3DDevice9Ex_GetLightEnable(p, a, b) (p)->lpVtbl->GetLightEnable(p, a, b)
#define IDirect3DDevice9Ex_SetClipPlane(p, a, b) (p)->lpVtbl->SetClipPlane(p, a, b)
#define IDirect3DDevice9Ex_GetClipPlane(p, a, b) (p)->lpVtbl->GetClipPlane(p, a, b)
#define IDirect3DDevice9Ex_SetRenderState(p, a, b) (p)->lpVtbl->SetRenderState(p, a, b)
#define IDirect3DDevice9Ex_GetRenderState(p, a, b) (p)->lpVtbl->GetRenderState(p, a, b)
#define IDirect3DDevice9Ex_CreateStateBlock(p, a, b) (p)->lpVtbl->CreateStateBlock(p, a, b)
#define IDirect3DDevice9Ex_BeginStateBlock(p) (p)->lpVtbl->BeginStateBlock(p)
#define IDirect3DDevice9Ex_EndStateBlock(p, a) (p)->lpVtbl->EndStateBlock(p, a)
#define IDirect3DDevice9Ex_SetClipStatus(p, a) (p)->lpVtbl->SetClipStatus(p, a)
#define IDirect3DDevice9Ex_GetClipStatus(p, a) (p)->lpVtbl->GetClipStatus(p, a)
#define IDirect3DDevice9Ex_GetTexture(p, a, b) (p)->lpVtbl->GetTexture(p, a, b)
#define IDirect3DDevice9Ex_SetTexture(p, a, b) (p)->lpVtbl->SetTexture(p, a, b)
#define IDirect3DDevice9Ex_GetTextureStageState(p, a, b, c) (p)->lpVtbl->GetTextureStageState(p, a, b, c)
#define IDirect3DDevice9Ex_SetTextureStageState(p, a, b, c) (p)->lpVtbl->SetTextureStageState(p, a, b, c)
#define IDirect3DDevice9Ex_GetSamplerState(p, a, b, c) (p)->lpVtbl->GetSamplerState(p, a, b, c)
#define IDirect3DDevice9Ex_SetSamplerState(p, a, b, c) (p)->lpVtbl->SetSamplerState(p, a, b, c)
#define IDirect3DDevice9Ex_ValidateDevice(p, a) (p)->lpVtbl->ValidateDevice(p, a)
#define IDirect3DDevice9Ex_SetPaletteEntries(p, a, b) (p)->lpVtbl->SetPaletteEntries(p, a, b)
#define IDirect3DDevice9Ex_GetPaletteEntries(p, a, b) (p)->lpVtbl->GetPaletteEntries(p, a, b)
#define IDirect3DDevice9Ex_SetCurrentTexturePalette(p, a) (p)->lpVtbl->SetCurrentTexturePalette(p, a)
#define IDirect3DDevice9Ex_GetCurrentTexturePalette(p, a) (p)->lpVtbl->GetCurrentTexturePalette(p, a)
#define IDirect3DDevice9Ex_SetScissorRect(p, a) (p)->lpVtbl->SetScissorRect(p, a)
#define IDirect3DDevice9Ex_GetScissorRect(p, a) (p)->lpVtbl->GetScissorRect(p, a)
#define IDirect3DDevice9Ex_SetSoftwareVertexProcessing(p, a) (p)->lpVtbl->SetSoftwareVertexProcessing(p, a)
#define IDirect3DDevice9Ex_GetSoftwareVertexProcessing(p) (p)->lpVtbl->GetSoftwareVertexProcessing(p)
#define IDirect3DDevice9Ex_SetNPatchMode(p, a) (p)->lpVtbl->SetNPatchMode(p, a)
#define IDirect3DDevice9Ex_GetNPatchMode(p) (p)->lpVtbl->GetNPatchMode(p)
#define IDirect3DDevice9Ex_DrawPrimitive(p, a, b, c) (p)->lpVtbl->DrawPrimitive(p, a, b, c)
#define IDirect3DDevice9Ex_DrawIndexedPrimitive(p, a, b, c, d, e, f) (p)->lpVtbl->DrawIndexedPrimitive(p, a, b, c, d, e, f)
#define IDirect3DDevice9Ex_DrawPrimitiveUP(p, a, b, c, d) (p)->lpVtbl->DrawPrimitiveUP(p, a, b, c, d)
#define IDirect3DDevice9Ex_DrawIndexedPrimitiveUP(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->DrawIndexedPrimitiveUP(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_ProcessVertices(p, a, b, c, d, e, f) (p)->lpVtbl->ProcessVertices(p, a, b, c, d, e, f)
#define IDirect3DDevice9Ex_CreateVertexDeclaration(p, a, b) (p)->lpVtbl->CreateVertexDeclaration(p, a, b)
#define IDirect3DDevice9Ex_SetVertexDeclaration(p, a) (p)->lpVtbl->SetVertexDeclaration(p, a)
#define IDirect3DDevice9Ex_GetVertexDeclaration(p, a) (p)->lpVtbl->GetVertexDeclaration(p, a)
#define IDirect3DDevice9Ex_SetFVF(p, a) (p)->lpVtbl->SetFVF(p, a)
#define IDirect3DDevice9Ex_GetFVF(p, a) (p)->lpVtbl->GetFVF(p, a)
#define IDirect3DDevice9Ex_CreateVertexShader(p, a, b) (p)->lpVtbl->CreateVertexShader(p, a, b)
#define IDirect3DDevice9Ex_SetVertexShader(p, a) (p)->lpVtbl->SetVertexShader(p, a)
#define IDirect3DDevice9Ex_GetVertexShader(p, a) (p)->lpVtbl->GetVertexShader(p, a)
#define IDirect3DDevice9Ex_SetVertexShaderConstantF(p, a, b, c) (p)->lpVtbl->SetVertexShaderConstantF(p, a, b, c)
#define IDirect3DDevice9Ex_GetVertexShaderConstantF(p, a, b, c) (p)->lpVtbl->GetVertexShaderConstantF(p, a, b, c)
#define IDirect3DDevice9Ex_SetVertexShaderConstantI(p, a, b, c) (p)->lpVtbl->SetVertexShaderConstantI(p, a, b, c)
#define IDirect3DDevice9Ex_GetVertexShaderConstantI(p, a, b, c) (p)->lpVtbl->GetVertexShaderConstantI(p, a, b, c)
#define IDirect3DDevice9Ex_SetVertexShaderConstantB(p, a, b, c) (p)->lpVtbl->SetVertexShaderConstantB(p, a, b, c)
#define IDirect3DDevice9Ex_GetVertexShaderConstantB(p, a, b, c) (p)->lpVtbl->GetVertexShaderConstantB(p, a, b, c)
#define IDirect3DDevice9Ex_SetStreamSource(p, a, b, c, d) (p)->lpVtbl->SetStreamSource(p, a, b, c, d)
#define IDirect3DDevice9Ex_GetStreamSource(p, a, b, c, d) (p)->lpVtbl->GetStreamSource(p, a, b, c, d)
#define IDirect3DDevice9Ex_SetStreamSourceFreq(p, a, b) (p)->lpVtbl->SetStreamSourceFreq(p, a, b)
#define IDirect3DDevice9Ex_GetStreamSourceFreq(p, a, b) (p)->lpVtbl->GetStreamSourceFreq(p, a, b)
#define IDirect3DDevice9Ex_SetIndices(p, a) (p)->lpVtbl->SetIndices(p, a)
#define IDirect3DDevice9Ex_GetIndices(p, a) (p)->lpVtbl->GetIndices(p, a)
#define IDirect3DDevice9Ex_CreatePixelShader(p, a, b) (p)->lpVtbl->CreatePixelShader(p, a, b)
#define IDirect3DDevice9Ex_SetPixelShader(p, a) (p)->lpVtbl->SetPixelShader(p, a)
#define IDirect3DDevice9Ex_GetPixelShader(p, a) (p)->lpVtbl->GetPixelShader(p, a)
#define IDirect3DDevice9Ex_SetPixelShaderConstantF(p, a, b, c) (p)->lpVtbl->SetPixelShaderConstantF(p, a, b, c)
#define IDirect3DDevice9Ex_GetPixelShaderConstantF(p, a, b, c) (p)->lpVtbl->GetPixelShaderConstantF(p, a, b, c)
#define IDirect3DDevice9Ex_SetPixelShaderConstantI(p, a, b, c) (p)->lpVtbl->SetPixelShaderConstantI(p, a, b, c)
#define IDirect3DDevice9Ex_GetPixelShaderConstantI(p, a, b, c) (p)->lpVtbl->GetPixelShaderConstantI(p, a, b, c)
#define IDirect3DDevice9Ex_SetPixelShaderConstantB(p, a, b, c) (p)->lpVtbl->SetPixelShaderConstantB(p, a, b, c)
#define IDirect3DDevice9Ex_GetPixelShaderConstantB(p, a, b, c) (p)->lpVtbl->GetPixelShaderConstantB(p, a, b, c)
#define IDirect3DDevice9Ex_DrawRectPatch(p, a, b, c) (p)->lpVtbl->DrawRectPatch(p, a, b, c)
#define IDirect3DDevice9Ex_DrawTriPatch(p, a, b, c) (p)->lpVtbl->DrawTriPatch(p, a, b, c)
#define IDirect3DDevice9Ex_DeletePatch(p, a) (p)->lpVtbl->DeletePatch(p, a)
#define IDirect3DDevice9Ex_CreateQuery(p, a, b) (p)->lpVtbl->CreateQuery(p, a, b)
#define IDirect3DDevice9Ex_SetConvolutionMonoKernel(p, a, b, c, d) (p)->lpVtbl->SetConvolutionMonoKernel(p, a, b, c, d)
#define IDirect3DDevice9Ex_ComposeRects(p, a, b, c, d, e, f, g, h) (p)->lpVtbl->ComposeRects(p, a, b, c, d, e, f, g, h)
#define IDirect3DDevice9Ex_PresentEx(p, a, b, c, d, e) (p)->lpVtbl->PresentEx(p, a, b, c, d, e)
#define IDirect3DDevice9Ex_GetGPUThreadPriority(p, a) (p)->lpVtbl->GetGPUThreadPriority(p, a)
#define IDirect3DDevice9Ex_SetGPUThreadPriority(p, a) (p)->lpVtbl->SetGPUThreadPriority(p, a)
#define IDirect3DDevice9Ex_WaitForVBlank(p, a) (p)->lpVtbl->WaitForVBlank(p, a)
#define IDirect3DDevice9Ex_CheckResourceResidency(p, a, b) (p)->lpVtbl->CheckResourceResidency(p, a, b)
#define IDirect3DDevice9Ex_SetMaximumFrameLatency(p, a) (p)->lpVtbl->SetMaximumFrameLatency(p, a)
#define IDirect3DDevice9Ex_GetMaximumFrameLatency(p, a) (p)->lpVtbl->GetMaximumFrameLatency(p, a)
#define IDirect3DDevice9Ex_CheckDeviceState(p, a) (p)->lpVtbl->CheckDeviceState(p, a)
#define IDirect3DDevice9Ex_CreateRenderTargetEx(p, a, b, c, d, e, f, g, h, i) (p)->lpVtbl->CreateRenderTargetEx(p, a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9Ex_CreateOffscreenPlainSurfaceEx(p, a, b, c, d, e, f, g) (p)->lpVtbl->CreateOffscreenPlainSurfaceEx(p, a, b, c, d, e, f, g)
#define IDirect3DDevice9Ex_CreateDepthStencilSurfaceEx(p, a, b, c, d, e, f, g, h, i) (p)->lpVtbl->CreateDepthStencilSurfaceEx(p, a, b, c, d, e, f, g, h, i)
#define IDirect3DDevice9Ex_ResetEx(p, a, b) (p)->lpVtbl->ResetEx(p, a, b)
#define IDirect3DDevice9Ex_GetDisplayModeEx(p, a, b, c) (p)->lpVtbl->GetDisplayModeEx(p, a, b, c)
#endif
#endif

/* ----------------------------------------------------------------------
 * IDirect3DSwapChain9Ex: a swap chain of a Direct3D 9Ex device (QueryInterface)
 * ---------------------------------------------------------------------- */

#if defined(__cplusplus) && !defined(CINTERFACE)

struct IDirect3DSwapChain9Ex : public IDirect3DSwapChain9 {
    virtual HRESULT STDMETHODCALLTYPE GetLastPresentCount(UINT *pLastPresentCount) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetPresentStats(D3DPRESENTSTATS *pPresentationStatistics) = 0;
    virtual HRESULT STDMETHODCALLTYPE GetDisplayModeEx(D3DDISPLAYMODEEX *pMode, D3DDISPLAYROTATION *pRotation) = 0;
};

#else

typedef struct IDirect3DSwapChain9ExVtbl {
    /* IUnknown */
    /*   0 */ HRESULT (STDMETHODCALLTYPE *QueryInterface)(IDirect3DSwapChain9Ex *This, REFIID riid, void **ppvObject);
    /*   1 */ ULONG (STDMETHODCALLTYPE *AddRef)(IDirect3DSwapChain9Ex *This);
    /*   2 */ ULONG (STDMETHODCALLTYPE *Release)(IDirect3DSwapChain9Ex *This);
    /* IDirect3DSwapChain9 */
    /*   3 */ HRESULT (STDMETHODCALLTYPE *Present)(IDirect3DSwapChain9Ex *This, const RECT *pSourceRect, const RECT *pDestRect, HWND hDestWindowOverride, const RGNDATA *pDirtyRegion, DWORD dwFlags);
    /*   4 */ HRESULT (STDMETHODCALLTYPE *GetFrontBufferData)(IDirect3DSwapChain9Ex *This, IDirect3DSurface9 *pDestSurface);
    /*   5 */ HRESULT (STDMETHODCALLTYPE *GetBackBuffer)(IDirect3DSwapChain9Ex *This, UINT iBackBuffer, D3DBACKBUFFER_TYPE Type, IDirect3DSurface9 **ppBackBuffer);
    /*   6 */ HRESULT (STDMETHODCALLTYPE *GetRasterStatus)(IDirect3DSwapChain9Ex *This, D3DRASTER_STATUS *pRasterStatus);
    /*   7 */ HRESULT (STDMETHODCALLTYPE *GetDisplayMode)(IDirect3DSwapChain9Ex *This, D3DDISPLAYMODE *pMode);
    /*   8 */ HRESULT (STDMETHODCALLTYPE *GetDevice)(IDirect3DSwapChain9Ex *This, IDirect3DDevice9 **ppDevice);
    /*   9 */ HRESULT (STDMETHODCALLTYPE *GetPresentParameters)(IDirect3DSwapChain9Ex *This, D3DPRESENT_PARAMETERS *pPresentationParameters);
    /* IDirect3DSwapChain9Ex */
    /*  10 */ HRESULT (STDMETHODCALLTYPE *GetLastPresentCount)(IDirect3DSwapChain9Ex *This, UINT *pLastPresentCount);
    /*  11 */ HRESULT (STDMETHODCALLTYPE *GetPresentStats)(IDirect3DSwapChain9Ex *This, D3DPRESENTSTATS *pPresentationStatistics);
    /*  12 */ HRESULT (STDMETHODCALLTYPE *GetDisplayModeEx)(IDirect3DSwapChain9Ex *This, D3DDISPLAYMODEEX *pMode, D3DDISPLAYROTATION *pRotation);
} IDirect3DSwapChain9ExVtbl;

struct IDirect3DSwapChain9Ex {
    const IDirect3DSwapChain9ExVtbl *lpVtbl;
};

#endif

#if defined(COBJMACROS)
#if defined(__cplusplus) && !defined(CINTERFACE)
#define IDirect3DSwapChain9Ex_QueryInterface(p, a, b) (p)->QueryInterface(a, b)
#define IDirect3DSwapChain9Ex_AddRef(p) (p)->AddRef()
#define IDirect3DSwapChain9Ex_Release(p) (p)->Release()
#define IDirect3DSwapChain9Ex_Present(p, a, b, c, d, e) (p)->Present(a, b, c, d, e)
#define IDirect3DSwapChain9Ex_GetFrontBufferData(p, a) (p)->GetFrontBufferData(a)
#define IDirect3DSwapChain9Ex_GetBackBuffer(p, a, b, c) (p)->GetBackBuffer(a, b, c)
#define IDirect3DSwapChain9Ex_GetRasterStatus(p, a) (p)->GetRasterStatus(a)
#define IDirect3DSwapChain9Ex_GetDisplayMode(p, a) (p)->GetDisplayMode(a)
#define IDirect3DSwapChain9Ex_GetDevice(p, a) (p)->GetDevice(a)
#define IDirect3DSwapChain9Ex_GetPresentParameters(p, a) (p)->GetPresentParameters(a)
#define IDirect3DSwapChain9Ex_GetLastPresentCount(p, a) (p)->GetLastPresentCount(a)
#define IDirect3DSwapChain9Ex_GetPresentStats(p, a) (p)->GetPresentStats(a)
#define IDirect3DSwapChain9Ex_GetDisplayModeEx(p, a, b) (p)->GetDisplayModeEx(a, b)
#else
#define IDirect3DSwapChain9Ex_QueryInterface(p, a, b) (p)->lpVtbl->QueryInterface(p, a, b)
#define IDirect3DSwapChain9Ex_AddRef(p) (p)->lpVtbl->AddRef(p)
#define IDirect3DSwapChain9Ex_Release(p) (p)->lpVtbl->Release(p)
#define IDirect3DSwapChain9Ex_Present(p, a, b, c, d, e) (p)->lpVtbl->Present(p, a, b, c, d, e)
#define IDirect3DSwapChain9Ex_GetFrontBufferData(p, a) (p)->lpVtbl->GetFrontBufferData(p, a)
#define IDirect3DSwapChain9Ex_GetBackBuffer(p, a, b, c) (p)->lpVtbl->GetBackBuffer(p, a, b, c)
#define IDirect3DSwapChain9Ex_GetRasterStatus(p, a) (p)->lpVtbl->GetRasterStatus(p, a)
#define IDirect3DSwapChain9Ex_GetDisplayMode(p, a) (p)->lpVtbl->GetDisplayMode(p, a)
#define IDirect3DSwapChain9Ex_GetDevice(p, a) (p)->lpVtbl->GetDevice(p, a)
#define IDirect3DSwapChain9Ex_GetPresentParameters(p, a) (p)->lpVtbl->GetPresentParameters(p, a)
#define IDirect3DSwapChain9Ex_GetLastPresentCount(p, a) (p)->lpVtbl->GetLastPresentCount(p, a)
#define IDirect3DSwapChain9Ex_GetPresentStats(p, a) (p)->lpVtbl->GetPresentStats(p, a)
#define IDirect3DSwapChain9Ex_GetDisplayModeEx(p, a, b) (p)->lpVtbl->GetDisplayModeEx(p, a, b)
#endif
#endif

/* ======================================================================
 * ninebridge extensions: see ninebridge_ext.h
 *
 * Functions with no place in the Windows API (such as handing the device a
 * native window of the port's windowing library) are declared there, with
 * C linkage.  This header declares none of them.
 * ====================================================================== */

#endif /* _D3D9_H_ */
