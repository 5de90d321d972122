// Field markers with arguments drawn at random from Go-ish tokens (seed 2): the refused ones
// fail with controller-gen's first error, the accepted ones are written as controller-gen writes them.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetSpec struct {
	// +kubebuilder:validation:XValidation:rule=t\`r`
	F5 string `json:"f5"`
	// +kubebuilder:validation:Pattern=e"q"
	F7 string `json:"f7"`
	// +kubebuilder:validation:Pattern=ab1e3xtrue
	F9 string `json:"f9"`
	// +kubebuilder:validation:XValidation:rule=; x1e400
	F12 string `json:"f12"`
	// +kubebuilder:validation:Pattern=12  0_+
	F15 string `json:"f15"`
	// +kubebuilder:validation:MaxItems=12
	F20 []string `json:"f20"`
	// +kubebuilder:validation:Minimum=1
	F21 float64 `json:"f21"`
	// +kubebuilder:validation:Pattern=exp
	F22 string `json:"f22"`
	// +kubebuilder:default=`r`
	F42 string `json:"f42"`
	// +kubebuilder:default=\"q"1019
	F44 string `json:"f44"`
	// +kubebuilder:validation:XValidation:rule=1`r`.
	F46 string `json:"f46"`
	// +kubebuilder:example=11e3
	F49 string `json:"f49"`
	// +kubebuilder:validation:XValidation:rule=.Inf
	F53 string `json:"f53"`
	// +kubebuilder:validation:Pattern=0x1p4eatrue
	F54 string `json:"f54"`
	// +kubebuilder:validation:Pattern=,+11e400
	F56 string `json:"f56"`
	// +kubebuilder:validation:XValidation:rule=-1.5
	F57 string `json:"f57"`
	// +kubebuilder:example=;x-1.50x
	F60 string `json:"f60"`
	// +kubebuilder:example=E
	F66 string `json:"f66"`
	// +kubebuilder:validation:XValidation:rule=0x
	F70 string `json:"f70"`
	// +kubebuilder:validation:Enum=1
	F76 string `json:"f76"`
	// +kubebuilder:validation:XValidation:rule=e01e400\1_0
	F80 string `json:"f80"`
	// +kubebuilder:validation:Pattern=-1.5
	F82 string `json:"f82"`
	// +kubebuilder:validation:XValidation:rule=-
	F84 string `json:"f84"`
	// +kubebuilder:validation:Pattern=true{
	F85 string `json:"f85"`
	// +kubebuilder:validation:Enum=x
	F86 string `json:"f86"`
	// +kubebuilder:validation:XValidation:rule=`12{ `
	F90 string `json:"f90"`
	// +kubebuilder:validation:Pattern=true`r`-
	F91 string `json:"f91"`
	// +kubebuilder:default=}9..t
	F94 string `json:"f94"`
	// +kubebuilder:validation:Pattern=a
	F95 string `json:"f95"`
	// +kubebuilder:default=x+
	F98 string `json:"f98"`
	// +kubebuilder:default=_bpa
	F99 string `json:"f99"`
	// +kubebuilder:validation:Enum=a1e31_0
	F104 string `json:"f104"`
	// +kubebuilder:validation:Enum=+
	F106 string `json:"f106"`
	// +kubebuilder:validation:Pattern=a12
	F107 string `json:"f107"`
	// +kubebuilder:validation:Pattern=0xt
	F109 string `json:"f109"`
	// +kubebuilder:example=falseb
	F112 string `json:"f112"`
	// +kubebuilder:default=:1e400
	F114 string `json:"f114"`
	// +kubebuilder:validation:XValidation:rule=e `r`
	F117 string `json:"f117"`
	// +kubebuilder:validation:Enum=t`r`1e37
	F121 string `json:"f121"`
	// +kubebuilder:validation:Enum=true
	F123 string `json:"f123"`
	// +kubebuilder:validation:XValidation:rule=1_0
	F127 string `json:"f127"`
	// +kubebuilder:validation:Pattern=:eb-1.50
	F131 string `json:"f131"`
	// +kubebuilder:default=t_
	F135 string `json:"f135"`
	// +kubebuilder:example=\E\
	F136 string `json:"f136"`
	// +kubebuilder:example=falsee
	F139 string `json:"f139"`
	// +kubebuilder:default=_true
	F141 string `json:"f141"`
	// +kubebuilder:validation:Minimum=999999999999999999991
	F142 float64 `json:"f142"`
	// +kubebuilder:validation:Pattern=_
	F144 string `json:"f144"`
	// +kubebuilder:validation:Enum=0x1p4
	F146 string `json:"f146"`
	// +kubebuilder:example=x
	F147 string `json:"f147"`
	// +kubebuilder:example=Inf12falsefalse7
	F148 string `json:"f148"`
	// +kubebuilder:example=true019`r`_\
	F151 string `json:"f151"`
	// +kubebuilder:validation:Pattern=1_01e400{1e400
	F153 string `json:"f153"`
	// +kubebuilder:validation:Pattern=12xb
	F155 string `json:"f155"`
	// +kubebuilder:validation:XValidation:rule=1e400Inf
	F156 string `json:"f156"`
	// +kubebuilder:validation:MaxItems=1
	F158 []string `json:"f158"`
	// +kubebuilder:validation:Enum=Ex
	F162 string `json:"f162"`
	// +kubebuilder:validation:XValidation:rule=--1.51_0
	F164 string `json:"f164"`
	// +kubebuilder:example=e1e400
	F168 string `json:"f168"`
	// +kubebuilder:example=b
	F173 string `json:"f173"`
	// +kubebuilder:example=1
	F175 string `json:"f175"`
	// +kubebuilder:validation:XValidation:rule=e
	F176 string `json:"f176"`
	// +kubebuilder:validation:Enum=:
	F177 string `json:"f177"`
	// +kubebuilder:validation:XValidation:rule=9Infp
	F195 string `json:"f195"`
	// +kubebuilder:validation:XValidation:rule=0x1e3x-1.5
	F196 string `json:"f196"`
	// +kubebuilder:validation:Enum=E1{
	F197 string `json:"f197"`
	// +kubebuilder:validation:XValidation:rule=b`r`1e4000x1p4
	F203 string `json:"f203"`
	// +kubebuilder:default=.\0x0x1p4
	F206 string `json:"f206"`
	// +kubebuilder:validation:XValidation:rule=t
	F207 string `json:"f207"`
	// +kubebuilder:default=false1e3
	F209 string `json:"f209"`
	// +kubebuilder:validation:XValidation:rule=false{
	F210 string `json:"f210"`
	// +kubebuilder:validation:Enum=0
	F217 string `json:"f217"`
	// +kubebuilder:validation:Pattern=1_01e40001_0
	F218 string `json:"f218"`
	// +kubebuilder:validation:Pattern=bb
	F222 string `json:"f222"`
	// +kubebuilder:validation:Enum=true
	F226 string `json:"f226"`
	// +kubebuilder:validation:XValidation:rule=p_0x
	F227 string `json:"f227"`
	// +kubebuilder:validation:XValidation:rule=E0x1p4
	F233 string `json:"f233"`
	// +kubebuilder:default=false
	F236 string `json:"f236"`
	// +kubebuilder:validation:XValidation:rule=7
	F238 string `json:"f238"`
	// +kubebuilder:validation:XValidation:rule=E
	F239 string `json:"f239"`
	// +kubebuilder:validation:Enum=1
	F241 string `json:"f241"`
	// +kubebuilder:validation:Enum=e\_
	F243 string `json:"f243"`
	// +kubebuilder:validation:Enum=0
	F247 string `json:"f247"`
	// +kubebuilder:default=-p\
	F250 string `json:"f250"`
	// +kubebuilder:default=true0x1p4+
	F258 string `json:"f258"`
	// +kubebuilder:default=a
	F259 string `json:"f259"`
	// +kubebuilder:validation:Enum=ex
	F262 string `json:"f262"`
	// +kubebuilder:example=Inf;`r`
	F268 string `json:"f268"`
	// +kubebuilder:example=Inffalse-1.5
	F269 string `json:"f269"`
	// +kubebuilder:validation:Enum=b+
	F274 string `json:"f274"`
	// +kubebuilder:default=\e
	F275 string `json:"f275"`
	// +kubebuilder:validation:Enum=-bp;{1,2}
	F277 string `json:"f277"`
	// +kubebuilder:example=xtrue
	F279 string `json:"f279"`
	// +kubebuilder:default=Inf;
	F280 string `json:"f280"`
	// +kubebuilder:validation:Pattern=70x1p4
	F283 string `json:"f283"`
	// +kubebuilder:validation:Pattern=false
	F286 string `json:"f286"`
	// +kubebuilder:default=t1_0
	F287 string `json:"f287"`
	// +kubebuilder:validation:Enum=1
	F290 string `json:"f290"`
	// +kubebuilder:validation:XValidation:rule=1e400019  +
	F292 string `json:"f292"`
	// +kubebuilder:example=1
	F295 string `json:"f295"`
	// +kubebuilder:default=,
	F299 string `json:"f299"`
	// +kubebuilder:default=b
	F304 string `json:"f304"`
	// +kubebuilder:validation:Enum=;1e40099999999999999999999e12
	F311 string `json:"f311"`
	// +kubebuilder:validation:XValidation:rule=0x
	F312 string `json:"f312"`
	// +kubebuilder:example=070
	F317 string `json:"f317"`
	// +kubebuilder:validation:Enum=0
	F326 string `json:"f326"`
	// +kubebuilder:default=-1.51e3
	F332 string `json:"f332"`
	// +kubebuilder:validation:Enum=false
	F341 string `json:"f341"`
	// +kubebuilder:validation:Enum=Inf
	F350 string `json:"f350"`
	// +kubebuilder:validation:Pattern=,
	F352 string `json:"f352"`
	// +kubebuilder:validation:Pattern=,-
	F362 string `json:"f362"`
	// +kubebuilder:validation:Pattern=9.
	F363 string `json:"f363"`
	// +kubebuilder:validation:Pattern=pE{
	F364 string `json:"f364"`
	// +kubebuilder:validation:Pattern=_0x-0
	F371 string `json:"f371"`
	// +kubebuilder:default=}
	F376 string `json:"f376"`
	// +kubebuilder:default=t019e
	F377 string `json:"f377"`
	// +kubebuilder:example=true7
	F380 string `json:"f380"`
	// +kubebuilder:validation:Pattern=Inf99999999999999999999
	F386 string `json:"f386"`
	// +kubebuilder:example=;_9999999999999999999912+
	F389 string `json:"f389"`
	// +kubebuilder:validation:XValidation:rule=0x1p499999999999999999999"q"
	F392 string `json:"f392"`
	// +kubebuilder:validation:Pattern=7xb`r`
	F396 string `json:"f396"`
}

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpec `json:"spec"`
}
