//! Device-level enumerations: device and back-buffer types, swap effects,
//! queries, state-block types and the debug monitor tokens.

use crate::macros::{d3d_enum, d3d_flags};

d3d_enum! {
    /// `D3DDEVTYPE`.
    DevType {
        /// `D3DDEVTYPE_HAL`: hardware.
        Hal = 1,
        /// `D3DDEVTYPE_REF`: the reference rasteriser.
        Ref = 2,
        /// `D3DDEVTYPE_SW`: a pluggable software device.
        Sw = 3,
        /// `D3DDEVTYPE_NULLREF`: a reference device that renders nothing.
        NullRef = 4,
    }
}

d3d_enum! {
    /// `D3DBACKBUFFER_TYPE`.
    BackBufferType {
        /// `D3DBACKBUFFER_TYPE_MONO`.
        Mono = 0,
        /// `D3DBACKBUFFER_TYPE_LEFT`.
        Left = 1,
        /// `D3DBACKBUFFER_TYPE_RIGHT`.
        Right = 2,
    }
}

d3d_enum! {
    /// `D3DSWAPEFFECT`.
    SwapEffect {
        /// `D3DSWAPEFFECT_DISCARD`.
        Discard = 1,
        /// `D3DSWAPEFFECT_FLIP`.
        Flip = 2,
        /// `D3DSWAPEFFECT_COPY`.
        Copy = 3,
        /// `D3DSWAPEFFECT_OVERLAY` (Direct3D 9Ex).
        Overlay = 4,
        /// `D3DSWAPEFFECT_FLIPEX` (Direct3D 9Ex).
        FlipEx = 5,
    }
}

d3d_enum! {
    /// `D3DQUERYTYPE`.
    QueryType {
        /// `D3DQUERYTYPE_VCACHE`.
        VCache = 4,
        /// `D3DQUERYTYPE_RESOURCEMANAGER`.
        ResourceManager = 5,
        /// `D3DQUERYTYPE_VERTEXSTATS`.
        VertexStats = 6,
        /// `D3DQUERYTYPE_EVENT`.
        Event = 8,
        /// `D3DQUERYTYPE_OCCLUSION`.
        Occlusion = 9,
        /// `D3DQUERYTYPE_TIMESTAMP`.
        Timestamp = 10,
        /// `D3DQUERYTYPE_TIMESTAMPDISJOINT`.
        TimestampDisjoint = 11,
        /// `D3DQUERYTYPE_TIMESTAMPFREQ`.
        TimestampFreq = 12,
        /// `D3DQUERYTYPE_PIPELINETIMINGS`.
        PipelineTimings = 13,
        /// `D3DQUERYTYPE_INTERFACETIMINGS`.
        InterfaceTimings = 14,
        /// `D3DQUERYTYPE_VERTEXTIMINGS`.
        VertexTimings = 15,
        /// `D3DQUERYTYPE_PIXELTIMINGS`.
        PixelTimings = 16,
        /// `D3DQUERYTYPE_BANDWIDTHTIMINGS`.
        BandwidthTimings = 17,
        /// `D3DQUERYTYPE_CACHEUTILIZATION`.
        CacheUtilization = 18,
        /// `D3DQUERYTYPE_MEMORYPRESSURE` (Direct3D 9Ex).
        MemoryPressure = 19,
    }
}

d3d_flags! {
    /// `D3DISSUE_*`: what `IDirect3DQuery9::Issue` marks.
    IssueFlags {
        /// `D3DISSUE_END`: the end of the query's span of commands.
        END = 0x1,
        /// `D3DISSUE_BEGIN`: the start of an occlusion query's span.
        BEGIN = 0x2,
    }
}

d3d_enum! {
    /// `D3DSTATEBLOCKTYPE`: what `CreateStateBlock` captures.
    StateBlockType {
        /// `D3DSBT_ALL`.
        All = 1,
        /// `D3DSBT_PIXELSTATE`.
        PixelState = 2,
        /// `D3DSBT_VERTEXSTATE`.
        VertexState = 3,
    }
}

d3d_enum! {
    /// `D3DDEBUGMONITORTOKENS`: the values of `D3DRS_DEBUGMONITORTOKEN`.
    DebugMonitorTokens {
        /// `D3DDMT_ENABLE`.
        Enable = 0,
        /// `D3DDMT_DISABLE`.
        Disable = 1,
    }
}

d3d_flags! {
    /// `D3DCREATE_*`: the behaviour flags of `CreateDevice`.
    CreateFlags {
        /// `D3DCREATE_FPU_PRESERVE`.
        FPU_PRESERVE = 0x2,
        /// `D3DCREATE_MULTITHREADED`.
        MULTITHREADED = 0x4,
        /// `D3DCREATE_PUREDEVICE`.
        PUREDEVICE = 0x10,
        /// `D3DCREATE_SOFTWARE_VERTEXPROCESSING`.
        SOFTWARE_VERTEXPROCESSING = 0x20,
        /// `D3DCREATE_HARDWARE_VERTEXPROCESSING`.
        HARDWARE_VERTEXPROCESSING = 0x40,
        /// `D3DCREATE_MIXED_VERTEXPROCESSING`: `SetSoftwareVertexProcessing` picks.
        MIXED_VERTEXPROCESSING = 0x80,
        /// `D3DCREATE_DISABLE_DRIVER_MANAGEMENT`.
        DISABLE_DRIVER_MANAGEMENT = 0x100,
        /// `D3DCREATE_ADAPTERGROUP_DEVICE`.
        ADAPTERGROUP_DEVICE = 0x200,
        /// `D3DCREATE_DISABLE_DRIVER_MANAGEMENT_EX`.
        DISABLE_DRIVER_MANAGEMENT_EX = 0x400,
        /// `D3DCREATE_NOWINDOWCHANGES`.
        NOWINDOWCHANGES = 0x800,
        /// `D3DCREATE_DISABLE_PSGP_THREADING` (Direct3D 9Ex).
        DISABLE_PSGP_THREADING = 0x2000,
        /// `D3DCREATE_ENABLE_PRESENTSTATS` (Direct3D 9Ex).
        ENABLE_PRESENTSTATS = 0x4000,
        /// `D3DCREATE_DISABLE_PRINTSCREEN` (Direct3D 9Ex).
        DISABLE_PRINTSCREEN = 0x8000,
        /// `D3DCREATE_SCREENSAVER` (Direct3D 9Ex).
        SCREENSAVER = 0x1000_0000,
    }
}

/// `D3DPRESENT_PARAMETERS` without the window handle: what `CreateDevice`
/// makes the implicit swap chain and automatic depth-stencil surface from.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PresentParameters {
    /// `BackBufferWidth`.
    pub back_buffer_width: u32,
    /// `BackBufferHeight`.
    pub back_buffer_height: u32,
    /// `BackBufferFormat`.
    pub back_buffer_format: crate::Format,
    /// `BackBufferCount` (0 is taken as 1, as D3D9 does).
    pub back_buffer_count: u32,
    /// `MultiSampleType`.
    pub multisample: crate::MultiSampleType,
    /// `MultiSampleQuality`.
    pub multisample_quality: u32,
    /// `SwapEffect`.
    pub swap_effect: SwapEffect,
    /// `Windowed`.
    pub windowed: bool,
    /// `EnableAutoDepthStencil` and `AutoDepthStencilFormat`: `None` when
    /// there is no automatic depth-stencil surface.
    pub auto_depth_stencil_format: Option<crate::Format>,
    /// `Flags` (`D3DPRESENTFLAG_*`).
    pub flags: u32,
    /// `FullScreen_RefreshRateInHz` (0 when windowed).
    pub refresh_rate: u32,
    /// `PresentationInterval` (`D3DPRESENT_INTERVAL_*`).
    pub presentation_interval: u32,
}

impl PresentParameters {
    /// A windowed `width` x `height` back buffer of `format`, one back
    /// buffer, `D3DSWAPEFFECT_DISCARD`, no multisampling, with an automatic
    /// depth-stencil surface of `depth_stencil` when given.
    pub fn windowed(
        width: u32,
        height: u32,
        format: crate::Format,
        depth_stencil: Option<crate::Format>,
    ) -> Self {
        PresentParameters {
            back_buffer_width: width,
            back_buffer_height: height,
            back_buffer_format: format,
            back_buffer_count: 1,
            multisample: crate::MultiSampleType::None,
            multisample_quality: 0,
            swap_effect: SwapEffect::Discard,
            windowed: true,
            auto_depth_stencil_format: depth_stencil,
            flags: 0,
            refresh_rate: 0,
            presentation_interval: 0,
        }
    }
}
