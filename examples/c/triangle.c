/*
 * A lit, textured triangle through the Direct3D 9 API in C (COBJMACROS),
 * drawn twice on a headless device: with the fixed-function pipeline and
 * with vs_2_0/ps_2_0 shaders. Each frame is checked and written as a PNG.
 *
 *   cargo build -p ninebridge-capi
 *   cc -std=c99 -Icrates/capi/include examples/c/triangle.c \
 *      -Ltarget/debug -lninebridge_d3d9 -o triangle
 *   LD_LIBRARY_PATH=target/debug ./triangle [output-dir]
 *
 * Exit status 0 when both frames have the expected pixels.
 */
#define COBJMACROS
#include <d3d9.h>
#include <ninebridge_ext.h> /* ninebridge_surface_write_png */

#include <stdio.h>
#include <string.h>

#define SIZE 64

/* vs_2_0: m4x4 oPos, v0, c0; mov oT0, v1 (assembled with `ninebridge
 * shader asm`). */
static const DWORD vertex_shader[] = {
    0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f,
    0x80000005, 0x900f0001, 0x03000014, 0xc00f0000, 0x90e40000,
    0xa0e40000, 0x02000001, 0xe00f0000, 0x90e40001, 0x0000ffff,
};

/* ps_2_0: texld r0, t0, s0; mul r0, r0, c0; mov oC0, r0. */
static const DWORD pixel_shader[] = {
    0xffff0200, 0x0200001f, 0x80000000, 0xb0030000, 0x0200001f,
    0x90000000, 0xa00f0800, 0x03000042, 0x800f0000, 0xb0e40000,
    0xa0e40800, 0x03000005, 0x800f0000, 0x80e40000, 0xa0e40000,
    0x02000001, 0x800f0800, 0x80e40000, 0x0000ffff,
};

struct lit_vertex {
    float x, y, z;
    float nx, ny, nz;
    float u, v;
};

struct shader_vertex {
    float x, y, z, w;
    float u, v;
};

static int failed;

static void check(HRESULT hr, const char *what)
{
    if (FAILED(hr)) {
        fprintf(stderr, "%s failed: 0x%08x\n", what, (unsigned)hr);
        failed = 1;
    }
}

/* The pixel at (x, y) of the back buffer, read through an offscreen
 * system-memory surface, as 0x00RRGGBB. */
static DWORD read_pixel(IDirect3DDevice9 *device, int x, int y)
{
    IDirect3DSurface9 *back = NULL, *copy = NULL;
    D3DLOCKED_RECT locked;
    DWORD pixel = 0xffffffff;
    check(IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back), "GetBackBuffer");
    check(IDirect3DDevice9_CreateOffscreenPlainSurface(device, SIZE, SIZE, D3DFMT_X8R8G8B8,
                                                      D3DPOOL_SYSTEMMEM, &copy, NULL),
          "CreateOffscreenPlainSurface");
    if (back && copy) {
        check(IDirect3DDevice9_GetRenderTargetData(device, back, copy), "GetRenderTargetData");
        if (SUCCEEDED(IDirect3DSurface9_LockRect(copy, &locked, NULL, D3DLOCK_READONLY))) {
            const BYTE *row = (const BYTE *)locked.pBits + y * locked.Pitch;
            memcpy(&pixel, row + x * 4, 4);
            pixel &= 0x00ffffff;
            IDirect3DSurface9_UnlockRect(copy);
        }
    }
    if (copy)
        IDirect3DSurface9_Release(copy);
    if (back)
        IDirect3DSurface9_Release(back);
    return pixel;
}

static void expect_pixel(IDirect3DDevice9 *device, int x, int y, DWORD want, const char *what)
{
    DWORD got = read_pixel(device, x, y);
    int i;
    for (i = 0; i < 3; ++i) {
        int a = (int)((got >> (8 * i)) & 0xff), b = (int)((want >> (8 * i)) & 0xff);
        if (a - b > 1 || b - a > 1) {
            fprintf(stderr, "%s: pixel (%d, %d) is 0x%06x, expected 0x%06x\n", what, x, y,
                    (unsigned)got, (unsigned)want);
            failed = 1;
            return;
        }
    }
}

static void save(IDirect3DDevice9 *device, const char *dir, const char *name)
{
    IDirect3DSurface9 *back = NULL;
    char path[1024];
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    check(IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back), "GetBackBuffer");
    if (back) {
        check(ninebridge_surface_write_png(back, path), "ninebridge_surface_write_png");
        IDirect3DSurface9_Release(back);
    }
}

static void identity(D3DMATRIX *m)
{
    memset(m, 0, sizeof(*m));
    m->_11 = m->_22 = m->_33 = m->_44 = 1.0f;
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    IDirect3D9 *d3d;
    IDirect3DDevice9 *device = NULL;
    IDirect3DTexture9 *texture = NULL;
    IDirect3DVertexShader9 *vs = NULL;
    IDirect3DPixelShader9 *ps = NULL;
    D3DPRESENT_PARAMETERS pp;
    D3DLOCKED_RECT locked;
    D3DMATERIAL9 material;
    D3DLIGHT9 light;
    D3DMATRIX m;
    int i;
    static const struct lit_vertex lit[3] = {
        {-0.8f, -0.8f, 0.5f, 0.0f, 0.0f, -1.0f, 0.0f, 1.0f},
        {0.0f, 0.8f, 0.5f, 0.0f, 0.0f, -1.0f, 0.5f, 0.0f},
        {0.8f, -0.8f, 0.5f, 0.0f, 0.0f, -1.0f, 1.0f, 1.0f},
    };
    static const struct shader_vertex shaded[3] = {
        {-0.8f, -0.8f, 0.5f, 1.0f, 0.0f, 1.0f},
        {0.0f, 0.8f, 0.5f, 1.0f, 0.5f, 0.0f},
        {0.8f, -0.8f, 0.5f, 1.0f, 1.0f, 1.0f},
    };
    static const D3DVERTEXELEMENT9 shader_elements[] = {
        {0, 0, D3DDECLTYPE_FLOAT4, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_POSITION, 0},
        {0, 16, D3DDECLTYPE_FLOAT2, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_TEXCOORD, 0},
        D3DDECL_END(),
    };
    IDirect3DVertexDeclaration9 *decl = NULL;
    const float tint[4] = {1.0f, 1.0f, 0.25f, 1.0f};

    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    if (!d3d) {
        fprintf(stderr, "Direct3DCreate9 failed\n");
        return 1;
    }
    memset(&pp, 0, sizeof(pp));
    pp.BackBufferWidth = SIZE;
    pp.BackBufferHeight = SIZE;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.BackBufferCount = 1;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.Windowed = TRUE;
    pp.EnableAutoDepthStencil = TRUE;
    pp.AutoDepthStencilFormat = D3DFMT_D24S8;
    /* No window: a headless device with an offscreen back buffer. */
    check(IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, NULL,
                                  D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &device),
          "CreateDevice");
    if (!device)
        return 1;

    /* A 2x2 blue texture. */
    check(IDirect3DDevice9_CreateTexture(device, 2, 2, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED,
                                         &texture, NULL),
          "CreateTexture");
    if (texture && SUCCEEDED(IDirect3DTexture9_LockRect(texture, 0, &locked, NULL, 0))) {
        for (i = 0; i < 2; ++i) {
            DWORD *row = (DWORD *)((BYTE *)locked.pBits + i * locked.Pitch);
            row[0] = row[1] = 0xff0000ff;
        }
        IDirect3DTexture9_UnlockRect(texture, 0);
    }

    /* Fixed function: a directional light of colour (1, 1, 0.5) facing the
     * triangle, a white material, the texture modulated by the light. */
    identity(&m);
    IDirect3DDevice9_SetTransform(device, D3DTS_WORLD, &m);
    IDirect3DDevice9_SetTransform(device, D3DTS_VIEW, &m);
    IDirect3DDevice9_SetTransform(device, D3DTS_PROJECTION, &m);
    memset(&material, 0, sizeof(material));
    material.Diffuse.r = material.Diffuse.g = material.Diffuse.b = material.Diffuse.a = 1.0f;
    check(IDirect3DDevice9_SetMaterial(device, &material), "SetMaterial");
    memset(&light, 0, sizeof(light));
    light.Type = D3DLIGHT_DIRECTIONAL;
    light.Diffuse.r = light.Diffuse.g = 1.0f;
    light.Diffuse.b = 0.5f;
    light.Direction.z = 1.0f;
    check(IDirect3DDevice9_SetLight(device, 0, &light), "SetLight");
    check(IDirect3DDevice9_LightEnable(device, 0, TRUE), "LightEnable");
    IDirect3DDevice9_SetRenderState(device, D3DRS_LIGHTING, TRUE);
    IDirect3DDevice9_SetRenderState(device, D3DRS_CULLMODE, D3DCULL_NONE);
    check(IDirect3DDevice9_SetTexture(device, 0, (IDirect3DBaseTexture9 *)texture), "SetTexture");
    IDirect3DDevice9_SetSamplerState(device, 0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    IDirect3DDevice9_SetSamplerState(device, 0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    check(IDirect3DDevice9_SetFVF(device, D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_TEX1), "SetFVF");
    check(IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
                                 D3DCOLOR_XRGB(0x20, 0x20, 0x20), 1.0f, 0),
          "Clear");
    check(IDirect3DDevice9_BeginScene(device), "BeginScene");
    check(IDirect3DDevice9_DrawPrimitiveUP(device, D3DPT_TRIANGLELIST, 1, lit, sizeof(lit[0])),
          "DrawPrimitiveUP (fixed function)");
    check(IDirect3DDevice9_EndScene(device), "EndScene");
    check(IDirect3DDevice9_Present(device, NULL, NULL, NULL, NULL), "Present");
    /* Blue (0, 0, 1) lit by (1, 1, 0.5): (0, 0, 0.5). */
    expect_pixel(device, SIZE / 2, SIZE / 2, 0x000080, "fixed function, inside");
    expect_pixel(device, 2, 2, 0x202020, "fixed function, outside");
    save(device, dir, "triangle_fixed_function.png");

    /* Shaders: the texture times c0 = (1, 1, 0.25, 1). */
    check(IDirect3DDevice9_CreateVertexShader(device, vertex_shader, &vs), "CreateVertexShader");
    check(IDirect3DDevice9_CreatePixelShader(device, pixel_shader, &ps), "CreatePixelShader");
    check(IDirect3DDevice9_CreateVertexDeclaration(device, shader_elements, &decl),
          "CreateVertexDeclaration");
    check(IDirect3DDevice9_SetVertexShader(device, vs), "SetVertexShader");
    check(IDirect3DDevice9_SetPixelShader(device, ps), "SetPixelShader");
    check(IDirect3DDevice9_SetVertexDeclaration(device, decl), "SetVertexDeclaration");
    identity(&m);
    check(IDirect3DDevice9_SetVertexShaderConstantF(device, 0, &m._11, 4), "SetVertexShaderConstantF");
    check(IDirect3DDevice9_SetPixelShaderConstantF(device, 0, tint, 1), "SetPixelShaderConstantF");
    check(IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, D3DCOLOR_XRGB(0x20, 0x20, 0x20),
                                 1.0f, 0),
          "Clear");
    check(IDirect3DDevice9_BeginScene(device), "BeginScene");
    check(IDirect3DDevice9_DrawPrimitiveUP(device, D3DPT_TRIANGLELIST, 1, shaded, sizeof(shaded[0])),
          "DrawPrimitiveUP (shaders)");
    check(IDirect3DDevice9_EndScene(device), "EndScene");
    check(IDirect3DDevice9_Present(device, NULL, NULL, NULL, NULL), "Present");
    expect_pixel(device, SIZE / 2, SIZE / 2, 0x000040, "shaders, inside");
    expect_pixel(device, 2, 2, 0x202020, "shaders, outside");
    save(device, dir, "triangle_shaders.png");

    if (decl)
        IDirect3DVertexDeclaration9_Release(decl);
    if (vs)
        IDirect3DVertexShader9_Release(vs);
    if (ps)
        IDirect3DPixelShader9_Release(ps);
    if (texture)
        IDirect3DTexture9_Release(texture);
    IDirect3DDevice9_Release(device);
    IDirect3D9_Release(d3d);
    if (!failed)
        printf("triangle: both frames correct\n");
    return failed;
}
