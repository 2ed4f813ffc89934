// A lit, textured triangle through the Direct3D 9 API in C++ (the
// interfaces' virtual methods), drawn on a headless device with the
// fixed-function pipeline, then with vs_2_0/ps_2_0 shaders; each frame is
// checked and written as a PNG.
//
//   cargo build -p ninebridge-capi
//   c++ -std=c++17 -Icrates/capi/include examples/cpp/triangle.cpp
//       -Ltarget/debug -lninebridge_d3d9 -o triangle
//   LD_LIBRARY_PATH=target/debug ./triangle [output-dir]
//
// Exit status 0 when both frames have the expected pixels.
#include <d3d9.h>
#include <ninebridge_ext.h>  // ninebridge_surface_write_png

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

constexpr UINT kSize = 64;

// vs_2_0: m4x4 oPos, v0, c0; mov oT0, v1 (`ninebridge shader asm`).
const DWORD kVertexShader[] = {
    0xfffe0200, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f,
    0x80000005, 0x900f0001, 0x03000014, 0xc00f0000, 0x90e40000,
    0xa0e40000, 0x02000001, 0xe00f0000, 0x90e40001, 0x0000ffff,
};

// ps_2_0: texld r0, t0, s0; mul r0, r0, c0; mov oC0, r0.
const DWORD kPixelShader[] = {
    0xffff0200, 0x0200001f, 0x80000000, 0xb0030000, 0x0200001f,
    0x90000000, 0xa00f0800, 0x03000042, 0x800f0000, 0xb0e40000,
    0xa0e40800, 0x03000005, 0x800f0000, 0x80e40000, 0xa0e40000,
    0x02000001, 0x800f0800, 0x80e40000, 0x0000ffff,
};

struct LitVertex {
  float x, y, z, nx, ny, nz, u, v;
};

struct ShaderVertex {
  float x, y, z, w, u, v;
};

// Holds one COM reference and releases it.
template <typename T>
class Ref {
 public:
  Ref() = default;
  Ref(const Ref &) = delete;
  Ref &operator=(const Ref &) = delete;
  ~Ref() {
    if (p_) p_->Release();
  }
  T **out() { return &p_; }
  T *get() const { return p_; }
  T *operator->() const { return p_; }
  explicit operator bool() const { return p_ != nullptr; }

 private:
  T *p_ = nullptr;
};

bool failed = false;

void check(HRESULT hr, const char *what) {
  if (FAILED(hr)) {
    std::fprintf(stderr, "%s failed: 0x%08x\n", what, static_cast<unsigned>(hr));
    failed = true;
  }
}

DWORD read_pixel(IDirect3DDevice9 *device, UINT x, UINT y) {
  Ref<IDirect3DSurface9> back, copy;
  check(device->GetBackBuffer(0, 0, D3DBACKBUFFER_TYPE_MONO, back.out()), "GetBackBuffer");
  check(device->CreateOffscreenPlainSurface(kSize, kSize, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM,
                                            copy.out(), nullptr),
        "CreateOffscreenPlainSurface");
  DWORD pixel = 0xffffffff;
  if (back && copy) {
    check(device->GetRenderTargetData(back.get(), copy.get()), "GetRenderTargetData");
    D3DLOCKED_RECT locked;
    if (SUCCEEDED(copy->LockRect(&locked, nullptr, D3DLOCK_READONLY))) {
      const BYTE *row = static_cast<const BYTE *>(locked.pBits) + y * locked.Pitch;
      std::memcpy(&pixel, row + x * 4, 4);
      pixel &= 0x00ffffff;
      copy->UnlockRect();
    }
  }
  return pixel;
}

void expect_pixel(IDirect3DDevice9 *device, UINT x, UINT y, DWORD want, const char *what) {
  const DWORD got = read_pixel(device, x, y);
  for (int i = 0; i < 3; ++i) {
    const int a = (got >> (8 * i)) & 0xff, b = (want >> (8 * i)) & 0xff;
    if (std::abs(a - b) > 1) {
      std::fprintf(stderr, "%s: pixel (%u, %u) is 0x%06x, expected 0x%06x\n", what, x, y,
                   static_cast<unsigned>(got), static_cast<unsigned>(want));
      failed = true;
      return;
    }
  }
}

void save(IDirect3DDevice9 *device, const std::string &path) {
  Ref<IDirect3DSurface9> back;
  check(device->GetBackBuffer(0, 0, D3DBACKBUFFER_TYPE_MONO, back.out()), "GetBackBuffer");
  if (back) check(ninebridge_surface_write_png(back.get(), path.c_str()), "ninebridge_surface_write_png");
}

D3DMATRIX identity() {
  D3DMATRIX m;
  std::memset(&m, 0, sizeof(m));
  m._11 = m._22 = m._33 = m._44 = 1.0f;
  return m;
}

void draw_frame(IDirect3DDevice9 *device, const void *vertices, UINT stride, const char *what) {
  check(device->Clear(0, nullptr, D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, D3DCOLOR_XRGB(0x20, 0x20, 0x20),
                      1.0f, 0),
        "Clear");
  check(device->BeginScene(), "BeginScene");
  check(device->DrawPrimitiveUP(D3DPT_TRIANGLELIST, 1, vertices, stride), what);
  check(device->EndScene(), "EndScene");
  check(device->Present(nullptr, nullptr, nullptr, nullptr), "Present");
}

}  // namespace

int main(int argc, char **argv) {
  const std::string dir = argc > 1 ? argv[1] : ".";
  IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
  if (!d3d) {
    std::fprintf(stderr, "Direct3DCreate9 failed\n");
    return 1;
  }
  D3DPRESENT_PARAMETERS pp = {};
  pp.BackBufferWidth = kSize;
  pp.BackBufferHeight = kSize;
  pp.BackBufferFormat = D3DFMT_X8R8G8B8;
  pp.BackBufferCount = 1;
  pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
  pp.Windowed = TRUE;
  pp.EnableAutoDepthStencil = TRUE;
  pp.AutoDepthStencilFormat = D3DFMT_D24S8;
  IDirect3DDevice9 *device = nullptr;
  // No window: a headless device with an offscreen back buffer.
  check(d3d->CreateDevice(D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, nullptr,
                          D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &device),
        "CreateDevice");
  d3d->Release();  // the device keeps its IDirect3D9
  if (!device) return 1;
  {
    // A 2x2 blue texture.
    Ref<IDirect3DTexture9> texture;
    check(device->CreateTexture(2, 2, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, texture.out(), nullptr),
          "CreateTexture");
    D3DLOCKED_RECT locked;
    if (texture && SUCCEEDED(texture->LockRect(0, &locked, nullptr, 0))) {
      for (int y = 0; y < 2; ++y) {
        DWORD *row = reinterpret_cast<DWORD *>(static_cast<BYTE *>(locked.pBits) + y * locked.Pitch);
        row[0] = row[1] = 0xff0000ff;
      }
      texture->UnlockRect(0);
    }

    // Fixed function: a light of colour (1, 1, 0.5) facing the triangle.
    const D3DMATRIX m = identity();
    device->SetTransform(D3DTS_WORLD, &m);
    device->SetTransform(D3DTS_VIEW, &m);
    device->SetTransform(D3DTS_PROJECTION, &m);
    D3DMATERIAL9 material = {};
    material.Diffuse = {1.0f, 1.0f, 1.0f, 1.0f};
    check(device->SetMaterial(&material), "SetMaterial");
    D3DLIGHT9 light = {};
    light.Type = D3DLIGHT_DIRECTIONAL;
    light.Diffuse = {1.0f, 1.0f, 0.5f, 1.0f};
    light.Direction = {0.0f, 0.0f, 1.0f};
    check(device->SetLight(0, &light), "SetLight");
    check(device->LightEnable(0, TRUE), "LightEnable");
    device->SetRenderState(D3DRS_LIGHTING, TRUE);
    device->SetRenderState(D3DRS_CULLMODE, D3DCULL_NONE);
    check(device->SetTexture(0, texture.get()), "SetTexture");
    device->SetSamplerState(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    device->SetSamplerState(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    check(device->SetFVF(D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_TEX1), "SetFVF");
    const LitVertex lit[3] = {
        {-0.8f, -0.8f, 0.5f, 0.0f, 0.0f, -1.0f, 0.0f, 1.0f},
        {0.0f, 0.8f, 0.5f, 0.0f, 0.0f, -1.0f, 0.5f, 0.0f},
        {0.8f, -0.8f, 0.5f, 0.0f, 0.0f, -1.0f, 1.0f, 1.0f},
    };
    draw_frame(device, lit, sizeof(LitVertex), "DrawPrimitiveUP (fixed function)");
    expect_pixel(device, kSize / 2, kSize / 2, 0x000080, "fixed function, inside");
    expect_pixel(device, 2, 2, 0x202020, "fixed function, outside");
    save(device, dir + "/triangle_fixed_function.png");

    // Shaders: the texture times c0 = (1, 1, 0.25, 1).
    Ref<IDirect3DVertexShader9> vs;
    Ref<IDirect3DPixelShader9> ps;
    Ref<IDirect3DVertexDeclaration9> decl;
    const D3DVERTEXELEMENT9 elements[] = {
        {0, 0, D3DDECLTYPE_FLOAT4, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_POSITION, 0},
        {0, 16, D3DDECLTYPE_FLOAT2, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_TEXCOORD, 0},
        D3DDECL_END(),
    };
    check(device->CreateVertexShader(kVertexShader, vs.out()), "CreateVertexShader");
    check(device->CreatePixelShader(kPixelShader, ps.out()), "CreatePixelShader");
    check(device->CreateVertexDeclaration(elements, decl.out()), "CreateVertexDeclaration");
    check(device->SetVertexShader(vs.get()), "SetVertexShader");
    check(device->SetPixelShader(ps.get()), "SetPixelShader");
    check(device->SetVertexDeclaration(decl.get()), "SetVertexDeclaration");
    check(device->SetVertexShaderConstantF(0, &m._11, 4), "SetVertexShaderConstantF");
    const float tint[4] = {1.0f, 1.0f, 0.25f, 1.0f};
    check(device->SetPixelShaderConstantF(0, tint, 1), "SetPixelShaderConstantF");
    const ShaderVertex shaded[3] = {
        {-0.8f, -0.8f, 0.5f, 1.0f, 0.0f, 1.0f},
        {0.0f, 0.8f, 0.5f, 1.0f, 0.5f, 0.0f},
        {0.8f, -0.8f, 0.5f, 1.0f, 1.0f, 1.0f},
    };
    draw_frame(device, shaded, sizeof(ShaderVertex), "DrawPrimitiveUP (shaders)");
    expect_pixel(device, kSize / 2, kSize / 2, 0x000040, "shaders, inside");
    expect_pixel(device, 2, 2, 0x202020, "shaders, outside");
    save(device, dir + "/triangle_shaders.png");
  }
  device->Release();
  if (!failed) std::printf("triangle: both frames correct\n");
  return failed ? 1 : 0;
}
