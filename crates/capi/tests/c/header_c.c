/*
 * C test of d3d9.h: build as C11 with -DCOBJMACROS -Wall -Wextra -Werror
 * and -I crates/capi/include, then run; it exits 0 when every check holds.
 *
 * Compile time: struct sizes and offsets, enum and flag values, HRESULTs
 * (layout_checks.h); the vtable slot and exact C signature of every method
 * of every interface, and each vtable's size (interface_table.h); every
 * COBJMACROS macro expands to a call with the right arguments.
 * Run time: a COM object written in C is driven through the macros; colour,
 * matrix, declaration and GUID helpers give the documented values.
 *
 * It does not call Direct3DCreate9: it needs no library to link.
 */
#ifndef COBJMACROS
#error "build header_c.c with -DCOBJMACROS"
#endif

#include <d3d9.h>

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define NB_ASSERT(cond, msg) _Static_assert(cond, msg)
#include "layout_checks.h"
#include "interface_table.h"

/* The declarations a port relies on: redeclaring them with the SDK's types
 * fails to compile if the header's differ. */
IDirect3D9 *WINAPI Direct3DCreate9(UINT SDKVersion);
HRESULT WINAPI Direct3DCreate9Ex(UINT SDKVersion, IDirect3D9Ex **ppD3D);
extern const GUID IID_IDirect3D9;
extern const GUID IID_IDirect3D9Ex;
extern const GUID IID_IDirect3DDevice9Ex;
extern const GUID IID_IDirect3DSwapChain9Ex;
extern const GUID IID_IDirect3DDevice9;

/* ======================================================================
 * Vtable slots known from the SDK, one by one (IUnknown's three first)
 * ====================================================================== */

#define NB_SLOT(iface, method, n) \
    _Static_assert(offsetof(iface##Vtbl, method) == (n) * sizeof(void *), #iface "::" #method " slot")

NB_SLOT(IDirect3D9Ex, CreateDevice, 16);
NB_SLOT(IDirect3D9Ex, GetAdapterModeCountEx, 17);
NB_SLOT(IDirect3D9Ex, GetAdapterLUID, 21);
NB_SLOT(IDirect3DDevice9Ex, CreateQuery, 118);
NB_SLOT(IDirect3DDevice9Ex, SetConvolutionMonoKernel, 119);
NB_SLOT(IDirect3DDevice9Ex, PresentEx, 121);
NB_SLOT(IDirect3DDevice9Ex, GetDisplayModeEx, 133);
NB_SLOT(IDirect3DSwapChain9Ex, GetLastPresentCount, 10);
NB_SLOT(IDirect3DSwapChain9Ex, GetDisplayModeEx, 12);
NB_SLOT(IDirect3DDevice9, QueryInterface, 0);
NB_SLOT(IDirect3DDevice9, AddRef, 1);
NB_SLOT(IDirect3DDevice9, Release, 2);
NB_SLOT(IDirect3DDevice9, TestCooperativeLevel, 3);
NB_SLOT(IDirect3DDevice9, Reset, 16);
NB_SLOT(IDirect3DDevice9, Present, 17);
NB_SLOT(IDirect3DDevice9, GetBackBuffer, 18);
NB_SLOT(IDirect3DDevice9, CreateTexture, 23);
NB_SLOT(IDirect3DDevice9, CreateRenderTarget, 28);
NB_SLOT(IDirect3DDevice9, BeginScene, 41);
NB_SLOT(IDirect3DDevice9, EndScene, 42);
NB_SLOT(IDirect3DDevice9, Clear, 43);
NB_SLOT(IDirect3DDevice9, SetTransform, 44);
NB_SLOT(IDirect3DDevice9, SetViewport, 47);
NB_SLOT(IDirect3DDevice9, SetRenderState, 57);
NB_SLOT(IDirect3DDevice9, CreateStateBlock, 59);
NB_SLOT(IDirect3DDevice9, SetTexture, 65);
NB_SLOT(IDirect3DDevice9, SetTextureStageState, 67);
NB_SLOT(IDirect3DDevice9, SetSamplerState, 69);
NB_SLOT(IDirect3DDevice9, DrawPrimitive, 81);
NB_SLOT(IDirect3DDevice9, DrawIndexedPrimitive, 82);
NB_SLOT(IDirect3DDevice9, DrawPrimitiveUP, 83);
NB_SLOT(IDirect3DDevice9, CreateVertexDeclaration, 86);
NB_SLOT(IDirect3DDevice9, SetFVF, 89);
NB_SLOT(IDirect3DDevice9, CreateVertexShader, 91);
NB_SLOT(IDirect3DDevice9, SetVertexShaderConstantF, 94);
NB_SLOT(IDirect3DDevice9, SetStreamSource, 100);
NB_SLOT(IDirect3DDevice9, SetIndices, 104);
NB_SLOT(IDirect3DDevice9, CreatePixelShader, 106);
NB_SLOT(IDirect3DDevice9, CreateQuery, 118);
_Static_assert(sizeof(IDirect3DDevice9Vtbl) == 119 * sizeof(void *), "IDirect3DDevice9 has 119 slots");

NB_SLOT(IDirect3D9, RegisterSoftwareDevice, 3);
NB_SLOT(IDirect3D9, GetAdapterCount, 4);
NB_SLOT(IDirect3D9, GetAdapterIdentifier, 5);
NB_SLOT(IDirect3D9, GetAdapterModeCount, 6);
NB_SLOT(IDirect3D9, EnumAdapterModes, 7);
NB_SLOT(IDirect3D9, GetAdapterDisplayMode, 8);
NB_SLOT(IDirect3D9, CheckDeviceType, 9);
NB_SLOT(IDirect3D9, CheckDeviceFormat, 10);
NB_SLOT(IDirect3D9, CheckDeviceMultiSampleType, 11);
NB_SLOT(IDirect3D9, CheckDepthStencilMatch, 12);
NB_SLOT(IDirect3D9, CheckDeviceFormatConversion, 13);
NB_SLOT(IDirect3D9, GetDeviceCaps, 14);
NB_SLOT(IDirect3D9, GetAdapterMonitor, 15);
NB_SLOT(IDirect3D9, CreateDevice, 16);
_Static_assert(sizeof(IDirect3D9Vtbl) == 17 * sizeof(void *), "IDirect3D9 has 17 slots");

/* Resources: IUnknown (0-2), IDirect3DResource9 (3-10), IDirect3DBaseTexture9
 * (11-16), then each texture kind's own methods. */
NB_SLOT(IDirect3DTexture9, GetDevice, 3);
NB_SLOT(IDirect3DTexture9, GetType, 10);
NB_SLOT(IDirect3DTexture9, SetLOD, 11);
NB_SLOT(IDirect3DTexture9, GenerateMipSubLevels, 16);
NB_SLOT(IDirect3DTexture9, GetLevelDesc, 17);
NB_SLOT(IDirect3DTexture9, LockRect, 19);
NB_SLOT(IDirect3DTexture9, AddDirtyRect, 21);
NB_SLOT(IDirect3DSurface9, GetContainer, 11);
NB_SLOT(IDirect3DSurface9, ReleaseDC, 16);
NB_SLOT(IDirect3DVertexBuffer9, Lock, 11);
NB_SLOT(IDirect3DVertexBuffer9, GetDesc, 13);
NB_SLOT(IDirect3DVolume9, GetContainer, 7);
NB_SLOT(IDirect3DQuery9, GetData, 7);
NB_SLOT(IDirect3DStateBlock9, Apply, 5);
NB_SLOT(IDirect3DSwapChain9, Present, 3);
NB_SLOT(IDirect3DSwapChain9, GetPresentParameters, 9);

/* ======================================================================
 * Every method of every interface: slot and exact signature
 * ====================================================================== */

/* _Generic does not evaluate its operand; it selects 1 only when the
 * vtable member's type is compatible with the expected function pointer
 * type (same return type, same parameter types and pointee qualifiers). */
#define NB_C_METHOD(T, slot, ret, name, ...)                                                     \
    _Static_assert(offsetof(T##Vtbl, name) == (slot) * sizeof(void *), #T "::" #name " slot"); \
    _Static_assert(_Generic(((T##Vtbl *)0)->name,                                                \
                            ret(STDMETHODCALLTYPE *)(T *, __VA_ARGS__): 1,                       \
                            default: 0),                                                         \
                   #T "::" #name " signature");
#define NB_C_METHOD0(T, slot, ret, name)                                                         \
    _Static_assert(offsetof(T##Vtbl, name) == (slot) * sizeof(void *), #T "::" #name " slot"); \
    _Static_assert(_Generic(((T##Vtbl *)0)->name, ret(STDMETHODCALLTYPE *)(T *): 1, default: 0), \
                   #T "::" #name " signature");

NB_EVERY_METHOD(NB_C_METHOD, NB_C_METHOD0)

/* No extra members: each vtable is exactly its slots, and each interface
 * is exactly its vtable pointer. */
#define NB_C_INTERFACE(T, slots)                                                         \
    _Static_assert(sizeof(T##Vtbl) == (slots) * sizeof(void *), #T " vtable size");      \
    _Static_assert(sizeof(T) == sizeof(void *), #T " is one vtable pointer");            \
    _Static_assert(offsetof(T, lpVtbl) == 0, #T "::lpVtbl");
NB_INTERFACES(NB_C_INTERFACE)

/* The check above can fail: a vtable member of another type selects 0. */
_Static_assert(_Generic(((IDirect3DDevice9Vtbl *)0)->Clear,
                        HRESULT(STDMETHODCALLTYPE *)(IDirect3DDevice9 *, DWORD, D3DRECT *, DWORD, D3DCOLOR,
                                                     float, DWORD): 1,
                        default: 0) == 0,
               "a pointer that lost its const is a different signature");

/* ======================================================================
 * COBJMACROS: every macro expands to a well-formed call
 * ====================================================================== */

/* The argument list is built first, so that the method macro sees one
 * argument per parameter. */
#define NB_INVOKE(macro, args) macro args
#define NB_ZERO_OF(type) (type)0
#define NB_C_CALL(T, slot, ret, name, ...) \
    (void)NB_INVOKE(T##_##name, ((T *)p, NB_FOR_EACH(NB_ZERO_OF, __VA_ARGS__)));
#define NB_C_CALL0(T, slot, ret, name) (void)T##_##name((T *)p);

/* Compiled, never run: p would have to be a live object of each type. */
void nb_call_every_macro(void *p);
void nb_call_every_macro(void *p) {
    NB_EVERY_METHOD(NB_C_CALL, NB_C_CALL0)
}

/* ======================================================================
 * Run-time checks
 * ====================================================================== */

static int checks;
static int failures;

static void check(int ok, const char *what) {
    checks++;
    if (!ok) {
        failures++;
        fprintf(stderr, "header_c: FAILED: %s\n", what);
    }
}

/* The IIDs, from the header's table (the library defines the IID_ symbols
 * themselves; this test does not link it). */
#define NB_LOCAL_IID(name, l, w1, w2, b1, b2, b3, b4, b5, b6, b7, b8) \
    static const GUID local_IID_##name = {l, w1, w2, {b1, b2, b3, b4, b5, b6, b7, b8}};
NINEBRIDGE_D3D9_IIDS(NB_LOCAL_IID)

static void guid_string(const GUID *g, char out[39]) {
    snprintf(out, 39, "{%08X-%04X-%04X-%02X%02X-%02X%02X%02X%02X%02X%02X}", (unsigned)g->Data1,
             (unsigned)g->Data2, (unsigned)g->Data3, g->Data4[0], g->Data4[1], g->Data4[2], g->Data4[3],
             g->Data4[4], g->Data4[5], g->Data4[6], g->Data4[7]);
}

static void check_iid(const GUID *g, const char *expected, const char *name) {
    char text[39];
    guid_string(g, text);
    check(strcmp(text, expected) == 0, name);
}

/* The interface identifiers in the registry form the SDK documents. */
static void check_iids(void) {
    check_iid(&local_IID_IUnknown, "{00000000-0000-0000-C000-000000000046}", "IID_IUnknown");
    check_iid(&local_IID_IDirect3D9, "{81BDCBCA-64D4-426D-AE8D-AD0147F4275C}", "IID_IDirect3D9");
    check_iid(&local_IID_IDirect3DDevice9, "{D0223B96-BF7A-43FD-92BD-A43B0D82B9EB}", "IID_IDirect3DDevice9");
    check_iid(&local_IID_IDirect3DResource9, "{05EEC05D-8F7D-4362-B999-D1BAF357C704}", "IID_IDirect3DResource9");
    check_iid(&local_IID_IDirect3DBaseTexture9, "{580CA87E-1D3C-4D54-991D-B7D3E3C298CE}",
              "IID_IDirect3DBaseTexture9");
    check_iid(&local_IID_IDirect3DTexture9, "{85C31227-3DE5-4F00-9B3A-F11AC38C18B5}", "IID_IDirect3DTexture9");
    check_iid(&local_IID_IDirect3DCubeTexture9, "{FFF32F81-D953-473A-9223-93D652ABA93F}",
              "IID_IDirect3DCubeTexture9");
    check_iid(&local_IID_IDirect3DVolumeTexture9, "{2518526C-E789-4111-A7B9-47EF328D13E6}",
              "IID_IDirect3DVolumeTexture9");
    check_iid(&local_IID_IDirect3DVertexBuffer9, "{B64BB1B5-FD70-4DF6-BF91-19D0A12455E3}",
              "IID_IDirect3DVertexBuffer9");
    check_iid(&local_IID_IDirect3DIndexBuffer9, "{7C9DD65E-D3F7-4529-ACEE-785830ACDE35}",
              "IID_IDirect3DIndexBuffer9");
    check_iid(&local_IID_IDirect3DSurface9, "{0CFBAF3A-9FF6-429A-99B3-A2796AF8B89B}", "IID_IDirect3DSurface9");
    check_iid(&local_IID_IDirect3DVolume9, "{24F416E6-1F67-4AA7-B88E-D33F6F3128A1}", "IID_IDirect3DVolume9");
    check_iid(&local_IID_IDirect3DSwapChain9, "{794950F2-ADFC-458A-905E-10A10B0B503B}",
              "IID_IDirect3DSwapChain9");
    check_iid(&local_IID_IDirect3DVertexDeclaration9, "{DD13C59C-36FA-4098-A8FB-C7ED39DC8546}",
              "IID_IDirect3DVertexDeclaration9");
    check_iid(&local_IID_IDirect3DVertexShader9, "{EFC5557E-6265-4613-8A94-43857889EB36}",
              "IID_IDirect3DVertexShader9");
    check_iid(&local_IID_IDirect3DPixelShader9, "{6D3BDBDC-5B02-4415-B852-CE5E8BCCB289}",
              "IID_IDirect3DPixelShader9");
    check_iid(&local_IID_IDirect3DStateBlock9, "{B07C4FE5-310D-4BA8-A23C-4F0F206F218B}",
              "IID_IDirect3DStateBlock9");
    check_iid(&local_IID_IDirect3DQuery9, "{D9771460-A695-4F26-BBD3-27B840B541CC}", "IID_IDirect3DQuery9");
    check_iid(&local_IID_IDirect3D9Ex, "{02177241-69FC-400C-8FF1-93A44DF6861D}", "IID_IDirect3D9Ex");
    check_iid(&local_IID_IDirect3DDevice9Ex, "{B18B10CE-2649-405A-870F-95F777D4313A}", "IID_IDirect3DDevice9Ex");
    check_iid(&local_IID_IDirect3DSwapChain9Ex, "{91886CAF-1C3D-4D2E-A0AB-3E4C7D8D3303}",
              "IID_IDirect3DSwapChain9Ex");

    check(IsEqualGUID(&local_IID_IDirect3D9, &local_IID_IDirect3D9), "IsEqualGUID of a GUID with itself");
    check(!IsEqualIID(&local_IID_IDirect3D9, &local_IID_IDirect3DDevice9), "IsEqualIID of different IIDs");
}

/* A state block written in C, as a port implementing a wrapper would: the
 * interface struct first, the object's own state after it. */
typedef struct TestStateBlock {
    IDirect3DStateBlock9 iface;
    ULONG refs;
    int captures;
    int applies;
    IDirect3DStateBlock9 *last_this;
} TestStateBlock;

static TestStateBlock *impl_from(IDirect3DStateBlock9 *iface) {
    return (TestStateBlock *)iface;
}

static HRESULT STDMETHODCALLTYPE sb_QueryInterface(IDirect3DStateBlock9 *This, REFIID riid, void **out) {
    if (out == NULL) {
        return E_POINTER;
    }
    if (IsEqualGUID(riid, &local_IID_IUnknown) || IsEqualGUID(riid, &local_IID_IDirect3DStateBlock9)) {
        impl_from(This)->refs++;
        *out = This;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}

static ULONG STDMETHODCALLTYPE sb_AddRef(IDirect3DStateBlock9 *This) {
    return ++impl_from(This)->refs;
}

static ULONG STDMETHODCALLTYPE sb_Release(IDirect3DStateBlock9 *This) {
    return --impl_from(This)->refs;
}

static HRESULT STDMETHODCALLTYPE sb_GetDevice(IDirect3DStateBlock9 *This, IDirect3DDevice9 **device) {
    impl_from(This)->last_this = This;
    if (device == NULL) {
        return D3DERR_INVALIDCALL;
    }
    *device = NULL;
    return D3D_OK;
}

static HRESULT STDMETHODCALLTYPE sb_Capture(IDirect3DStateBlock9 *This) {
    impl_from(This)->captures++;
    return D3D_OK;
}

static HRESULT STDMETHODCALLTYPE sb_Apply(IDirect3DStateBlock9 *This) {
    impl_from(This)->applies++;
    return D3D_OK;
}

static const IDirect3DStateBlock9Vtbl test_state_block_vtbl = {
    sb_QueryInterface, sb_AddRef, sb_Release, sb_GetDevice, sb_Capture, sb_Apply,
};

static void check_c_object(void) {
    TestStateBlock sb;
    IDirect3DStateBlock9 *p = &sb.iface;
    IUnknown *unknown = NULL;
    void *other = &sb;
    IDirect3DDevice9 *device = (IDirect3DDevice9 *)&sb;

    memset(&sb, 0, sizeof(sb));
    sb.iface.lpVtbl = &test_state_block_vtbl;
    sb.refs = 1;

    check(IDirect3DStateBlock9_AddRef(p) == 2, "AddRef through the macro returns the new count");
    check(IDirect3DStateBlock9_Capture(p) == D3D_OK && sb.captures == 1, "Capture reaches slot 4");
    check(IDirect3DStateBlock9_Apply(p) == D3D_OK && IDirect3DStateBlock9_Apply(p) == D3D_OK && sb.applies == 2,
          "Apply reaches slot 5");
    check(IDirect3DStateBlock9_GetDevice(p, &device) == D3D_OK && device == NULL && sb.last_this == p,
          "GetDevice gets the object as This");
    check(IDirect3DStateBlock9_GetDevice(p, NULL) == D3DERR_INVALIDCALL, "GetDevice(NULL) fails");
    check(IDirect3DStateBlock9_QueryInterface(p, &local_IID_IUnknown, (void **)&unknown) == S_OK &&
              unknown == (IUnknown *)p && sb.refs == 3,
          "QueryInterface for IUnknown gives the same object, referenced");
    check(IUnknown_Release(unknown) == 2, "IUnknown_Release on the same object");
    check(IDirect3DStateBlock9_QueryInterface(p, &local_IID_IDirect3DDevice9, &other) == E_NOINTERFACE &&
              other == NULL,
          "QueryInterface for another interface fails and clears the output");
    check(IDirect3DStateBlock9_Release(p) == 1, "Release through the macro");
}

static void check_helpers(void) {
    D3DVERTEXELEMENT9 decl[] = {
        {0, 0, D3DDECLTYPE_FLOAT3, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_POSITION, 0},
        D3DDECL_END()};
    D3DMATRIX matrix;
    LARGE_INTEGER version;
    int i;

    check(decl[1].Stream == 0xFF && decl[1].Offset == 0 && decl[1].Type == D3DDECLTYPE_UNUSED &&
              decl[1].Method == 0 && decl[1].Usage == 0 && decl[1].UsageIndex == 0,
          "D3DDECL_END is {0xFF, 0, D3DDECLTYPE_UNUSED, 0, 0, 0}");

    check(D3DCOLOR_COLORVALUE(1.0f, 0.0f, 0.5f, 1.0f) == 0xFFFF007Fu,
          "D3DCOLOR_COLORVALUE scales by 255 and truncates");

    for (i = 0; i < 16; i++) {
        matrix.m[i / 4][i % 4] = (float)i;
    }
    check(matrix._11 == 0.0f && matrix._14 == 3.0f && matrix._21 == 4.0f && matrix._34 == 11.0f &&
              matrix._44 == 15.0f,
          "D3DMATRIX _RC names row R, column C of m");

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    version.QuadPart = 0x0006000e000a0001LL;
    check(version.HighPart == 0x0006000e && version.LowPart == 0x000a0001u && version.u.HighPart == 0x0006000e,
          "LARGE_INTEGER LowPart/HighPart are the halves of QuadPart");
#else
    (void)version;
#endif

}

int main(void) {
    check_iids();
    check_c_object();
    check_helpers();
    printf("header_c: %d passed, %d failed\n", checks - failures, failures);
    return failures == 0 ? 0 : 1;
}
